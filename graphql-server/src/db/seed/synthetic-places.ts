/** A town or village with its block (taluk/tehsil), district and pincode. */
export interface Place {
  village: string;
  block: string;
  district: string;
  pincode: string;
}

/** A state with farm districts, common surnames, and a weight for how much of the data lands there. */
export interface StatePlaces {
  state: string;
  weight: number;
  surnames: readonly string[];
  places: readonly Place[];
}

const place = (village: string, block: string, district: string, pincode: string): Place => ({
  village,
  block,
  district,
  pincode,
});

/** Agricultural districts across India used for synthetic addresses and job locations. */
export const INDIAN_STATES: readonly StatePlaces[] = [
  {
    state: "Karnataka",
    weight: 20,
    surnames: ["Gowda", "Patil", "Naik", "Hegde", "Shetty", "Reddy", "Kulkarni", "Hiremath", "Biradar", "Poojary"],
    places: [
      place("Maddur", "Maddur", "Mandya", "571428"),
      place("Hunsur", "Hunsur", "Mysuru", "571105"),
      place("Gokak", "Gokak", "Belagavi", "591307"),
      place("Sindhanur", "Sindhanur", "Raichur", "584128"),
      place("Mulbagal", "Mulbagal", "Kolar", "563131"),
      place("Arsikere", "Arsikere", "Hassan", "573103"),
      place("Tiptur", "Tiptur", "Tumakuru", "572201"),
      place("Sagar", "Sagar", "Shivamogga", "577401"),
      place("Harihar", "Harihar", "Davanagere", "577601"),
      place("Aland", "Aland", "Kalaburagi", "585302"),
    ],
  },
  {
    state: "Andhra Pradesh",
    weight: 9,
    surnames: ["Reddy", "Naidu", "Rao", "Chowdary", "Yadav", "Raju"],
    places: [
      place("Tenali", "Tenali", "Guntur", "522201"),
      place("Gudivada", "Gudivada", "Krishna", "521301"),
      place("Bhimavaram", "Bhimavaram", "West Godavari", "534201"),
      place("Dharmavaram", "Dharmavaram", "Anantapur", "515671"),
      place("Madanapalle", "Madanapalle", "Chittoor", "517325"),
    ],
  },
  {
    state: "Telangana",
    weight: 7,
    surnames: ["Reddy", "Rao", "Goud", "Yadav", "Naik"],
    places: [
      place("Narsampet", "Narsampet", "Warangal", "506132"),
      place("Miryalaguda", "Miryalaguda", "Nalgonda", "508207"),
      place("Huzurabad", "Huzurabad", "Karimnagar", "505468"),
      place("Armoor", "Armoor", "Nizamabad", "503224"),
    ],
  },
  {
    state: "Tamil Nadu",
    weight: 8,
    surnames: ["Murugan", "Selvam", "Pandian", "Ramasamy", "Subramanian", "Velu"],
    places: [
      place("Kumbakonam", "Kumbakonam", "Thanjavur", "612001"),
      place("Mannargudi", "Mannargudi", "Tiruvarur", "614001"),
      place("Gobichettipalayam", "Gobichettipalayam", "Erode", "638452"),
      place("Oddanchatram", "Oddanchatram", "Dindigul", "624619"),
      place("Hosur", "Hosur", "Krishnagiri", "635109"),
    ],
  },
  {
    state: "Maharashtra",
    weight: 10,
    surnames: ["Patil", "Jadhav", "Pawar", "Shinde", "More", "Deshmukh", "Gaikwad"],
    places: [
      place("Niphad", "Niphad", "Nashik", "422303"),
      place("Baramati", "Baramati", "Pune", "413102"),
      place("Rahuri", "Rahuri", "Ahmednagar", "413705"),
      place("Kagal", "Kagal", "Kolhapur", "416216"),
      place("Raver", "Raver", "Jalgaon", "425508"),
      place("Pandharpur", "Pandharpur", "Solapur", "413304"),
    ],
  },
  {
    state: "Uttar Pradesh",
    weight: 12,
    surnames: ["Yadav", "Singh", "Verma", "Maurya", "Kushwaha", "Pal", "Chauhan"],
    places: [
      place("Sardhana", "Sardhana", "Meerut", "250342"),
      place("Aonla", "Aonla", "Bareilly", "243301"),
      place("Campierganj", "Campierganj", "Gorakhpur", "273158"),
      place("Kheragarh", "Kheragarh", "Agra", "283111"),
      place("Budhana", "Budhana", "Muzaffarnagar", "251309"),
    ],
  },
  {
    state: "Punjab",
    weight: 5,
    surnames: ["Singh", "Kaur", "Gill", "Sandhu", "Dhillon", "Brar"],
    places: [
      place("Khanna", "Khanna", "Ludhiana", "141401"),
      place("Rampura Phul", "Rampura Phul", "Bathinda", "151103"),
      place("Sunam", "Sunam", "Sangrur", "148028"),
      place("Ajnala", "Ajnala", "Amritsar", "143102"),
    ],
  },
  {
    state: "Haryana",
    weight: 4,
    surnames: ["Singh", "Malik", "Dahiya", "Sangwan", "Yadav"],
    places: [
      place("Assandh", "Assandh", "Karnal", "132039"),
      place("Hansi", "Hansi", "Hisar", "125033"),
      place("Mandi Dabwali", "Dabwali", "Sirsa", "125104"),
    ],
  },
  {
    state: "Madhya Pradesh",
    weight: 7,
    surnames: ["Patel", "Yadav", "Lodhi", "Rajput", "Meena", "Kushwaha"],
    places: [
      place("Mhow", "Mhow", "Indore", "453441"),
      place("Ashta", "Ashta", "Sehore", "466116"),
      place("Itarsi", "Itarsi", "Narmadapuram", "461111"),
      place("Nagda", "Nagda", "Ujjain", "456335"),
    ],
  },
  {
    state: "Bihar",
    weight: 7,
    surnames: ["Kumar", "Yadav", "Mandal", "Paswan", "Mahto", "Singh"],
    places: [
      place("Kanti", "Kanti", "Muzaffarpur", "843109"),
      place("Rosera", "Rosera", "Samastipur", "848210"),
      place("Barauni", "Barauni", "Begusarai", "851112"),
      place("Banmankhi", "Banmankhi", "Purnia", "854202"),
    ],
  },
  {
    state: "West Bengal",
    weight: 6,
    surnames: ["Mondal", "Das", "Ghosh", "Roy", "Sarkar", "Sheikh"],
    places: [
      place("Kalna", "Kalna I", "Purba Bardhaman", "713409"),
      place("Arambagh", "Arambagh", "Hooghly", "712601"),
      place("Krishnanagar", "Krishnanagar I", "Nadia", "741101"),
      place("Berhampore", "Berhampore", "Murshidabad", "742101"),
    ],
  },
  {
    state: "Gujarat",
    weight: 5,
    surnames: ["Patel", "Chaudhary", "Rathod", "Parmar", "Desai"],
    places: [
      place("Borsad", "Borsad", "Anand", "388540"),
      place("Keshod", "Keshod", "Junagadh", "362220"),
      place("Deesa", "Deesa", "Banaskantha", "385535"),
      place("Gondal", "Gondal", "Rajkot", "360311"),
    ],
  },
  {
    state: "Rajasthan",
    weight: 5,
    surnames: ["Meena", "Jat", "Choudhary", "Gurjar", "Bishnoi"],
    places: [
      place("Suratgarh", "Suratgarh", "Sri Ganganagar", "335804"),
      place("Chomu", "Chomu", "Jaipur", "303702"),
      place("Ramganj Mandi", "Ramganj Mandi", "Kota", "326519"),
      place("Behror", "Behror", "Alwar", "301701"),
    ],
  },
  {
    state: "Odisha",
    weight: 4,
    surnames: ["Behera", "Sahoo", "Nayak", "Pradhan", "Swain"],
    places: [
      place("Salepur", "Salepur", "Cuttack", "754202"),
      place("Jaleswar", "Jaleswar", "Balasore", "756032"),
      place("Kuchinda", "Kuchinda", "Sambalpur", "768222"),
      place("Aska", "Aska", "Ganjam", "761110"),
    ],
  },
  {
    state: "Kerala",
    weight: 3,
    surnames: ["Nair", "Menon", "Thomas", "Varghese", "Pillai"],
    places: [
      place("Chittur", "Chittur", "Palakkad", "678101"),
      place("Cherthala", "Cherthala", "Alappuzha", "688524"),
      place("Sulthan Bathery", "Sulthan Bathery", "Wayanad", "673592"),
      place("Vaikom", "Vaikom", "Kottayam", "686141"),
    ],
  },
  {
    state: "Assam",
    weight: 2,
    surnames: ["Bora", "Gogoi", "Saikia", "Kalita", "Das"],
    places: [place("Nagaon", "Nagaon", "Nagaon", "782001"), place("Titabar", "Titabar", "Jorhat", "785630")],
  },
];

/** States paired with their weights, for Random.weighted. */
export const STATE_WEIGHTS = INDIAN_STATES.map((s) => [s, s.weight] as const);

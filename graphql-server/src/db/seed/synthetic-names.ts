/** Common given names, used with the surnames of each state for synthetic people. */
export const MALE_FIRST_NAMES: readonly string[] = [
  "Ramesh", "Suresh", "Mahesh", "Ganesh", "Raju", "Ravi", "Manjunath", "Basavaraj", "Venkatesh", "Srinivas",
  "Rajesh", "Mukesh", "Dinesh", "Anil", "Sunil", "Vijay", "Ajay", "Sanjay", "Prakash", "Santosh",
  "Ashok", "Mohan", "Krishna", "Naveen", "Praveen", "Harish", "Girish", "Shankar", "Murugan", "Karthik",
  "Arjun", "Gopal", "Hanumanth", "Siddappa", "Yallappa", "Ramu", "Babu", "Imran", "Salim", "Gurpreet",
];

export const FEMALE_FIRST_NAMES: readonly string[] = [
  "Lakshmi", "Savitha", "Geetha", "Sunitha", "Anitha", "Kavitha", "Shobha", "Manjula", "Gangamma", "Mahadevi",
  "Radha", "Sita", "Parvati", "Saraswati", "Meena", "Rekha", "Usha", "Asha", "Pushpa", "Suma",
  "Renuka", "Shanthamma", "Yashoda", "Kamala", "Sarojini", "Lalitha", "Bhagya", "Nirmala", "Jyothi", "Fatima",
];

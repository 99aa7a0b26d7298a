/**
 * The five cities the browse screens' location filters offer, under the English names people search
 * with. The data may use the current official names (Bengaluru, Mysuru, …); the server's place
 * aliases match either.
 */
export const BROWSE_CITIES = ["Bangalore", "Mysore", "Hubli", "Mangalore", "Gulbarga"] as const;

export type BrowseCity = (typeof BROWSE_CITIES)[number];

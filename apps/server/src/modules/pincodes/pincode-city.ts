// The town or city an address writes for a PIN, from what India Post's directory says of it (decision 071). The
// directory gives each post office's district and state, no town: the district is the town nearly everywhere
// (Thiruvananthapuram, Pune, Jaipur, Kozhikode: a district takes its headquarters town's name), but not in the metros,
// where India Post's district is an administrative one ("Bengaluru Urban", "Mumbai Suburban", Delhi's "South West")
// or a neighbouring district the city has grown into (Ranga Reddy for much of Hyderabad, North 24 Parganas for Salt
// Lake in Kolkata). Those are named here; the rest is the district as an address writes it.

/**
 * A metro: the first three digits of its PINs (India Post's sorting district, whose mail the city's own offices sort),
 * the districts it stands for anywhere, and the neighbouring districts it stands for only under those digits.
 */
interface Metro {
  city: string;
  sortingDistrict: string;
  districts: readonly string[];
  grownInto: readonly string[];
}

const METROS: readonly Metro[] = [
  {
    city: "Bengaluru",
    sortingDistrict: "560",
    districts: ["BENGALURU URBAN", "BANGALORE URBAN", "BANGALORE"],
    grownInto: ["BENGALURU RURAL", "BANGALORE RURAL"],
  },
  { city: "Mumbai", sortingDistrict: "400", districts: ["MUMBAI", "MUMBAI SUBURBAN", "MUMBAI CITY"], grownInto: [] },
  {
    city: "Chennai",
    sortingDistrict: "600",
    districts: ["CHENNAI"],
    grownInto: ["THIRUVALLUR", "KANCHIPURAM", "CHENGALPATTU"],
  },
  {
    city: "Hyderabad",
    sortingDistrict: "500",
    districts: ["HYDERABAD"],
    grownInto: ["RANGA REDDY", "RANGAREDDY", "MEDCHAL MALKAJGIRI"],
  },
  {
    city: "Kolkata",
    sortingDistrict: "700",
    districts: ["KOLKATA"],
    grownInto: ["24 PARAGANAS NORTH", "24 PARAGANAS SOUTH", "NORTH 24 PARGANAS", "SOUTH 24 PARGANAS"],
  },
];

/**
 * Districts named otherwise than their town: Sikkim's four, by the compass, are their headquarters towns (the names
 * the state gave them in 2021); Ahmedabad is spelt as the city spells itself.
 */
const TOWN_OF_DISTRICT: Readonly<Record<string, string>> = {
  "EAST DISTRICT|SIKKIM": "Gangtok",
  "NORTH DISTRICT|SIKKIM": "Mangan",
  "SOUTH DISTRICT|SIKKIM": "Namchi",
  "WEST DISTRICT|SIKKIM": "Gyalshing",
  "AHMADABAD|GUJARAT": "Ahmedabad",
};

// "THIRUVANANTHAPURAM" → "Thiruvananthapuram", "JAMMU AND KASHMIR" → "Jammu and Kashmir": as an address writes it.
const LOWER_WORDS = new Set(["and", "of"]);
export function asWritten(upper: string): string {
  return upper
    .toLowerCase()
    .split(/(\s+|-)/)
    .map((word, index) => (index > 0 && LOWER_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join("");
}

/**
 * The city an address names for the PIN, from India Post's district and state (as the directory spells them, in
 * capitals): 560038 in "BENGALURU URBAN" → "Bengaluru", 110017 in Delhi's "SOUTH" → "Delhi", 695001 in
 * "THIRUVANANTHAPURAM" → "Thiruvananthapuram".
 */
export function cityOfPin(pincode: string, district: string, state: string): string {
  const inCapitals = district.trim().toUpperCase().replace(/\s+/g, " ");
  const stateInCapitals = state.trim().toUpperCase();
  for (const metro of METROS) {
    if (metro.districts.includes(inCapitals)) return metro.city;
    if (pincode.startsWith(metro.sortingDistrict) && metro.grownInto.includes(inCapitals)) return metro.city;
  }
  // Delhi is one city of many districts ("North West", "Shahdara", ...); New Delhi is the name of its own.
  if (stateInCapitals === "DELHI") return inCapitals === "NEW DELHI" ? "New Delhi" : "Delhi";
  const town = TOWN_OF_DISTRICT[`${inCapitals}|${stateInCapitals}`];
  if (town) return town;
  // "LAKSHADWEEP DISTRICT" → "Lakshadweep".
  return asWritten(inCapitals.replace(/ DISTRICT$/, ""));
}

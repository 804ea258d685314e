/** What other features use of travel mode: its card on the profile. */
export { TravelCard } from "./TravelCard";

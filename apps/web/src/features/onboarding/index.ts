/** What other features use of onboarding: the location picker (the deck asks accounts without coordinates with it). */
export { LocationPicker, hasCoordinates } from "./LocationPicker";

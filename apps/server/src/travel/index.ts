/** What other features use of travel (docs/discovery.md). */
export { visitingOf, travelEndJob } from "./service";
export { saveHome } from "./repo";

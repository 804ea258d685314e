/** What other features use of the data export: its button in the profile's settings. */
export { DownloadDataButton } from "./DownloadDataButton";

// The reports module's surface: it registers the desk's reports (sales, pieces and their spreadsheets).
export { registerReports } from "./reports-module";

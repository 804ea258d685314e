import { byNamespace } from "./namespaces";

export default byNamespace(import.meta.glob<Record<string, unknown>>("../locales/en/*.json", { eager: true, import: "default" }));

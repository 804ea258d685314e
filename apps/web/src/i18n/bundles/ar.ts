import { byNamespace } from "./namespaces";

export default byNamespace(import.meta.glob<Record<string, unknown>>("../locales/ar/*.json", { eager: true, import: "default" }));

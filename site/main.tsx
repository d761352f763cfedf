import "../ui/theme.css";
import { hydrateRoot } from "react-dom/client";
import { App } from "./app";

const root = document.getElementById("root");
if (!root) throw new Error('index.html has no element with id "root".');
hydrateRoot(root, <App />);

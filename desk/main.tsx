import "./desk.css";
import { createRoot } from "react-dom/client";
import { DeskApp } from "./app";

const root = document.getElementById("root");
if (!root) throw new Error('desk/index.html has no element with id "root".');
createRoot(root).render(<DeskApp />);

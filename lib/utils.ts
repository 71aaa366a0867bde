import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. No tailwind-merge: it would add 9 kB to every public page's script.
 * A class passed to a component does not replace the component's own utility for the same
 * property; to override one, mark it important (`text-2xl!`) or add a variant prop.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}

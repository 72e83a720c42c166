// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { select } from "@messageformat/runtime";
const catalog = {
  "basetable.action.build": (d: any) => "Construir " + d.card + " en " + d.at,
  "basetable.action.capture": (d: any) => "Capturar " + d.card + " de " + d.name + " en " + d.at,
  "basetable.action.discard": (d: any) => "Descartar " + d.cards,
  "basetable.action.move": (d: any) => "Mover " + d.card + " de " + d.from + " a " + d.to,
  "basetable.action.other": (d: any) => "Jugada: " + d.type,
  "basetable.action.outpost": (d: any) => "Colocar tu Puesto avanzado en " + d.at,
  "basetable.action.switch": (d: any) => "Intercambiar " + d.a + " en " + d.atA + " con " + d.b + " en " + d.atB,
  "basetable.action.take": (d: any) => "Tomar " + d.card,
  "basetable.card": (d: any) => d.name + ", " + d.kind + ": " + d.text,
  "basetable.cell.empty": (d: any) => d.at + ": vacía" + select(d.shielded, { yes: ", bajo escudo", other: "" }) + select(d.meteor, { yes: ", aquí cayó el último meteorito", other: "" }),
  "basetable.cell.site": (d: any) => d.at + ": " + d.card + select(d.owner, { you: " de tu propiedad", nobody: "", other: " de " + d.name }) + select(d.state, { working: ", en marcha" + select(d.earns, { yes: ", +" + d.income + " de ingresos", other: "" }), defunct: ", fuera de servicio: " + d.reason, off: ", fuera de servicio", other: "" }) + select(d.damaged, { yes: ", daño " + d.damage, other: "" }) + select(d.shielded, { yes: ", bajo escudo", other: "" }) + select(d.meteor, { yes: ", aquí cayó el último meteorito", other: "" }),
  "basetable.column": (d: any) => "Columna " + d.x,
  "basetable.map": () => "Mapa: columna X del 1 al 10 desde la izquierda, fila Y del 1 al 10 desde arriba",
  "basetable.note.stolen": (d: any) => "La última carta que te quitaron: " + d.name + " se llevó " + d.card,
  "basetable.notes": () => "Notas de la partida",
  "basetable.player": (d: any) => d.name + select(d.you, { yes: " (tú)", other: "" }) + select(d.active, { yes: ", le toca", other: "" }) + ": " + d.stats,
  "basetable.players": () => "Jugadores",
  "basetable.row": (d: any) => "Fila " + d.y
} as Record<string, (d: any) => string>;
export default catalog;

// Schemas and types of the bpm calls; names carry the area so the three files never clash.
export {};

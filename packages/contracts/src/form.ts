// Schemas and types of the form calls; names carry the area so the three files never clash.
export {};

// Schemas and types of the portal calls; names carry the area so the three files never clash.
export {};

import L from "leaflet";

// The clustering plugin extends the global `L` when it loads; this module runs before it
// (leaflet-adapter imports it first), so the plugin finds Leaflet there.
(globalThis as unknown as { L: typeof L }).L = L;

export default L;

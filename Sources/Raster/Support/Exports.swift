// Point, Size and Rect are Geometry's, below the rasteriser as tiny-skia keeps its geometry
// below its own; re-exported, so a caller of Raster draws at a Rect without importing more.
@_exported import Geometry

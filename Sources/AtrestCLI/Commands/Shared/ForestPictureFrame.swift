import Rendering

/// The cells and pixels of a forest picture to keep (`forest --svg`, `--png`).
///
/// By default the window is a 16:9 landscape, 96 columns by 27 rows (a cell is two square
/// pixels tall), drawn at 20 pixels a column: 1920 × 1080. `--width` and `--height` choose the
/// cells, `--size` the pixels; given pixels alone, the cells follow from them at about 20
/// pixels a column, so trees keep their size on the page.
struct ForestPictureFrame {
    let columns: Int
    let rows: Int
    let size: (width: Int, height: Int)?

    static let pixelsPerColumn = 20
    /// `--all` grows tall; its PNG is drawn smaller rather than past this many pixels.
    static let largestRaster = 40_000_000

    init(width: Int?, height: Int?, size: (width: Int, height: Int)?, all: Bool) {
        self.size = size
        let k = Double(Self.pixelsPerColumn)
        if all {
            columns = width ?? 100
            rows = height ?? 30
        } else if let size, width == nil, height == nil {
            let rows = min(max(Int((Double(size.height) / (2 * k)).rounded()), 8), 500)
            self.rows = rows
            let perPixel = Double(size.height) / Double(2 * rows)
            columns = min(max(Int((Double(size.width) / perPixel).rounded()), 40), 300)
        } else {
            columns = width ?? 96
            rows = height ?? 27
        }
    }

    /// The picture's size in pixels: as asked, else 20 pixels a column (12 for `--all`, whose
    /// SVG keeps the size it always had); a PNG of the whole canvas is kept within reason.
    func pixels(for picture: ForestPicture, raster: Bool) -> (width: Int, height: Int) {
        if let size { return size }
        var k = picture.height > 2 * rows ? 12.0 : Double(Self.pixelsPerColumn)
        let area = Double(picture.width * picture.height)
        if raster, area * k * k > Double(Self.largestRaster) { k = max(1, (Double(Self.largestRaster) / area).squareRoot()) }
        return (Int((Double(picture.width) * k).rounded()), Int((Double(picture.height) * k).rounded()))
    }
}

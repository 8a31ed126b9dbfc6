/// Rectangles of cells as the live view lays them out: none painted over another, none
/// outside the screen.
extension CellRect {
    package var isEmpty: Bool { columns <= 0 || rows <= 0 }

    package func overlaps(_ other: CellRect) -> Bool {
        guard !isEmpty, !other.isEmpty else { return false }
        return column < other.column + other.columns && other.column < column + columns
            && row < other.row + other.rows && other.row < row + rows
    }

    package func isInside(columns screenColumns: Int, rows screenRows: Int) -> Bool {
        column >= 0 && row >= 0 && column + columns <= screenColumns && row + rows <= screenRows
    }
}

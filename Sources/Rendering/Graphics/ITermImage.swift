#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// iTerm2's inline images: a PNG, base64, stretched over a rectangle of cells.
package enum ITermImage {
    package static func inline(_ raster: Raster, columns: Int, rows: Int) -> [UInt8] {
        let png = PNGEncoder.encode(raster)
        var out = Array("\u{1B}]1337;File=inline=1;size=\(png.count);width=\(columns);height=\(rows);preserveAspectRatio=0:".utf8)
        out += Array(Data(png).base64EncodedString().utf8)
        out.append(0x07)
        return out
    }
}

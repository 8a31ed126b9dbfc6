#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The kitty graphics protocol: a picture sent once under an id and placed over a rectangle of
/// cells, replaced in place under the same id, and deleted on the way out.
package enum KittyGraphics {
    /// Base64 bytes per escape sequence, as the protocol asks (at most 4096).
    static let chunkSize = 4096

    /// Sends `raster` as image `id` (RGB, direct) and places it over `columns` × `rows` cells at
    /// the cursor, without moving the cursor. Sending again under the same id replaces the image
    /// and its placement in one step, so an updated picture never flickers.
    package static func transmitAndPlace(_ raster: Raster, id: UInt32, columns: Int, rows: Int, zIndex: Int = 0) -> [UInt8] {
        var rgb = [UInt8]()
        rgb.reserveCapacity(raster.width * raster.height * 3)
        for i in stride(from: 0, to: raster.pixels.count, by: 4) {
            rgb.append(raster.pixels[i])
            rgb.append(raster.pixels[i + 1])
            rgb.append(raster.pixels[i + 2])
        }
        let encoded = Array(Data(rgb).base64EncodedString().utf8)
        let control = "a=T,f=24,s=\(raster.width),v=\(raster.height),i=\(id),p=1,c=\(columns),r=\(rows),C=1,q=2,z=\(zIndex)"
        var out: [UInt8] = []
        out.reserveCapacity(encoded.count + encoded.count / chunkSize * 16 + 128)
        var start = 0
        repeat {
            let end = min(start + chunkSize, encoded.count)
            let more = end < encoded.count
            out += Array("\u{1B}_G".utf8)
            out += Array(((start == 0 ? control + "," : "") + "m=\(more ? 1 : 0)").utf8)
            out.append(UInt8(ascii: ";"))
            out += encoded[start..<end]
            out += [0x1B, UInt8(ascii: "\\")]
            start = end
        } while start < encoded.count
        return out
    }

    /// Deletes image `id`, its placements and its data.
    package static func delete(id: UInt32) -> [UInt8] {
        Array("\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\".utf8)
    }

    /// The protocol's own question: a terminal that speaks it answers `ESC _ G i=31;OK ESC \`.
    package static let query = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A JSON value that keeps its keys in the order they were written, for stable output.
package indirect enum JSONValue: Sendable, Equatable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.rendered(pretty: false) == rhs.rendered(pretty: false)
    }

    /// The value as JSON text: indented by two spaces when `pretty`, else on one line.
    ///
    /// Written into bytes rather than by appending `String`s: `log --json` over ten years is
    /// some 30,000 values, and string appends were a third of its time.
    package func rendered(pretty: Bool = true) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(1024)
        write(into: &bytes, pretty: pretty, depth: 0)
        return String(decoding: bytes, as: UTF8.self)
    }

    private func write(into bytes: inout [UInt8], pretty: Bool, depth: Int) {
        func indent(_ level: Int) {
            guard pretty else { return }
            bytes.append(0x0A)
            bytes.append(contentsOf: repeatElement(0x20, count: 2 * level))
        }
        switch self {
        case .object(let members):
            guard !members.isEmpty else { bytes += Array("{}".utf8); return }
            bytes.append(UInt8(ascii: "{"))
            for index in members.indices {
                let (key, value) = members[index]
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                indent(depth + 1)
                JSONValue.quote(key, into: &bytes)
                bytes.append(UInt8(ascii: ":"))
                if pretty { bytes.append(0x20) }
                value.write(into: &bytes, pretty: pretty, depth: depth + 1)
            }
            indent(depth)
            bytes.append(UInt8(ascii: "}"))
        case .array(let values):
            guard !values.isEmpty else { bytes += Array("[]".utf8); return }
            bytes.append(UInt8(ascii: "["))
            for index in values.indices {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                indent(depth + 1)
                values[index].write(into: &bytes, pretty: pretty, depth: depth + 1)
            }
            indent(depth)
            bytes.append(UInt8(ascii: "]"))
        case .string(let value):
            JSONValue.quote(value, into: &bytes)
        case .int(let value):
            bytes += String(value).utf8
        case .double(let value):
            if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
                bytes += String(Int(value)).utf8
            } else if value.isFinite {
                bytes += String(value).utf8
            } else {
                bytes += Array("null".utf8)
            }
        case .bool(let value):
            bytes += Array((value ? "true" : "false").utf8)
        case .null:
            bytes += Array("null".utf8)
        }
    }

    /// `"text"` with JSON's escapes (`\u00XX` for control characters other than \n, \r, \t).
    private static func quote(_ string: String, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in quote(utf8, into: &bytes) }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func quote(_ utf8: UnsafeBufferPointer<UInt8>, into bytes: inout [UInt8]) {
        // Most text needs no escape at all and is copied whole.
        guard utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
            bytes.append(contentsOf: utf8)
            return
        }
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes += Array("\\\"".utf8)
            case UInt8(ascii: "\\"): bytes += Array("\\\\".utf8)
            case 0x0A: bytes += Array("\\n".utf8)
            case 0x0D: bytes += Array("\\r".utf8)
            case 0x09: bytes += Array("\\t".utf8)
            case ..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes += Array("\\u00".utf8)
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0x0F)])
            default:
                bytes.append(byte)
            }
        }
    }
}

// Fills every tree form (its drawing for cells, where it has one) at a range of sizes, made
// legible (`CoverageMask.legible`), and writes the masks into one Swift source file, so that drawing a small tree (the one `atrest status`
// shows) reads no SVG and does no work on its shape at run time.
//
// Usage: SilhouetteBaker OUTPUT.swift TREES-FOLDER SMALLEST LARGEST

import Foundation
import Geometry

let arguments = CommandLine.arguments
// Each form's sizes are numbered from `form * 256`, so a size must stay below 256.
guard arguments.count == 5, let smallest = Int(arguments[3]), let largest = Int(arguments[4]), 1 <= smallest, smallest <= largest, largest < 256 else {
    FileHandle.standardError.write(Data("usage: SilhouetteBaker OUTPUT TREES SMALLEST LARGEST (sizes 1 to 255)\n".utf8))
    exit(2)
}
let outputPath = arguments[1]
let folder = URL(fileURLWithPath: arguments[2])
/// The box the tree files are drawn in (their viewBox), as `TreeSilhouette.boxSize` says.
let box = 1024.0

var cases = ""
var forms = 0
while let data = FileManager.default.contents(atPath: folder.appending(path: "tree_\(forms).svg").path) {
    // Cells draw a form's drawing for cells made for the size where it has one
    // (`TreeSilhouette.cellDrawing`: the first, in order, whose largest size is not smaller),
    // and keep its notches open (`TreeSilhouette.legibleMask`); larger than its last, the form
    // itself, its notches open still.
    let form = SVGShape(document: String(decoding: data, as: UTF8.self))
    var drawings: [SVGShape] = []
    while let drawing = FileManager.default.contents(atPath: folder.appending(path: drawings.isEmpty ? "cells/tree_\(forms).svg" : "cells/tree_\(forms).\(drawings.count + 1).svg").path) {
        drawings.append(SVGShape(document: String(decoding: drawing, as: UTF8.self)))
    }
    for size in smallest...largest {
        let shape = drawings.first { size <= $0.largestSize ?? Int.max } ?? form
        let mask = shape.mask(size: size, box: box).legible(closingNotches: drawings.isEmpty)
        cases += "        case \(forms * 256 + size): \"\(mask.bakedText)\"\n"
    }
    forms += 1
}

let source = """
// Generated from Resources/trees by SilhouetteBaker at build time. Edit Resources/ instead.

extension BakedSilhouettes {
    /// The sizes baked for every form.
    package static var sizes: ClosedRange<Int> { \(smallest)...\(largest) }

    /// The baked text of form `variant` at `size` (see `CoverageMask.bakedText`).
    static func text(variant: Int, size: Int) -> StaticString? {
        guard (0..<\(forms)).contains(variant), sizes.contains(size) else { return nil }
        return switch variant * 256 + size {
\(cases)        default: nil
        }
    }
}

"""
do {
    let existing = try? String(contentsOfFile: outputPath, encoding: .utf8)
    if existing != source {
        try source.write(toFile: outputPath, atomically: true, encoding: .utf8)
    }
} catch {
    FileHandle.standardError.write(Data("SilhouetteBaker: could not write \(outputPath): \(error)\n".utf8))
    exit(1)
}

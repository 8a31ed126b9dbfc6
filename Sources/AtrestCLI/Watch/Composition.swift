import Rendering
import Screen

/// Where the elements of the place go on a screen of one size: cell rectangles, chosen by
/// priority (the time, the tree, the words, water, the keys), so that nothing is painted over
/// anything else and nothing falls outside the screen, at any size.
///
/// The rules, in order: the time is shown whenever there is one; where the keys are the way
/// out (the live view), their shortest form ("? help · q quit"), one row; then the tree: one
/// that reads as its kind (``kindTree``, a quiet row above it) where it fits beside the water,
/// the keys and words no shorter than `shortestForTree`, else a legible one wherever it fits;
/// then the time's largest form that still fits (large numerals, else one line); then the
/// richest form of the words that fits (the words are shortened, never cut mid-word, before
/// the tree is given up); then water; then the fuller keys. Rows left over become quiet gaps
/// first, then room for the tree to grow, then sky.
package struct Composition: Equatable, Sendable {
    /// What there is to place.
    package struct Content: Equatable, Sendable {
        /// The elapsed time; nil when none is shown.
        package var time: String?
        /// Forms of the words, fullest first; each is paragraphs set apart by a blank line.
        package var words: [[String]] = []
        /// Whether a tree stands in the picture.
        package var tree = false
        /// The shortest form of the words (an index into `words`) they may be shortened to for
        /// a tree that reads as its kind; nil: any form that says something.
        package var shortestForTree: Int?
        /// The largest tree drawn, in columns; nil: as large as the screen allows.
        package var largestTree: Int?
        package var water: String?
        /// Forms of the line at the foot, fullest first.
        package var keys: [String] = []
        /// Whether the foot line is the way out (the live view's keys): then its shortest form
        /// is kept before the tree, the words and the water. `status`'s suggestions are not.
        package var keepsKeys = false
        package var ascii = false

        package init(time: String? = nil, words: [[String]] = [], tree: Bool = false, water: String? = nil, keys: [String] = []) {
            self.time = time
            self.words = words
            self.tree = tree
            self.water = water
            self.keys = keys
        }
    }

    /// The time: large numerals at `scale`, or one line of text (`scale` 0).
    package var time: (rect: CellRect, scale: Int)?
    /// The words, folded to the rectangle's width.
    package var words: (rect: CellRect, lines: [String])?
    /// The tree's box: `size` columns wide, its foot on the rectangle's last row.
    package var tree: (rect: CellRect, size: Int)?
    package var water: CellRect?
    package var keys: (rect: CellRect, text: String)?

    /// The widest the words are set: a comfortable measure.
    package static let measure = 60
    /// The smallest tree (in columns) that is still a tree at cell size, where nothing larger fits.
    package static let legibleTree = 12
    /// The tree preferred to fuller words: at 16 columns an olive shows its crowns and a
    /// cedar its tiers, as the forest's nearest trees do at 80 × 24 (at 12, each was a blob a
    /// few cells wide, half its box being sky).
    package static let kindTree = 16
    /// A tree that reads as its kind grows to this before rows go to quiet gaps: at 20 columns an
    /// acacia's flat crown stands clear of its trunk.
    package static let fullTree = 20

    /// Rows a tree box `size` wide takes down to its foot (it is drawn with two pixels a row).
    package static func treeRows(size: Int) -> Int {
        (Int((Double(size) * TreeSilhouette.groundLine).rounded()) + 1) / 2
    }

    /// The largest tree that fits `rows` rows and `columns` columns, or nil below the legible size.
    static func treeSize(rows: Int, columns: Int, largest: Int?) -> Int? {
        var size = min(columns * 72 / 100, largest ?? .max, 2 * rows + 2)
        while size >= legibleTree, treeRows(size: size) > rows { size -= 1 }
        return size >= legibleTree ? size : nil
    }

    package static func == (a: Composition, b: Composition) -> Bool {
        a.time?.rect == b.time?.rect && a.time?.scale == b.time?.scale && a.words?.rect == b.words?.rect
            && a.words?.lines == b.words?.lines && a.tree?.rect == b.tree?.rect && a.tree?.size == b.tree?.size
            && a.water == b.water && a.keys?.rect == b.keys?.rect && a.keys?.text == b.keys?.text
    }

    /// Every rectangle placed, for checks that nothing overlaps.
    package var rectangles: [CellRect] {
        [time?.rect, words?.rect, tree?.rect, water, keys?.rect].compactMap { $0 }
    }

    package init(_ content: Content, columns: Int, rows: Int) {
        guard columns > 0, rows > 0 else { return }
        let wordWidth = max(1, min(Self.measure, columns - 2))
        let timeForms: [(scale: Int, height: Int, width: Int)] = content.time.map { text in
            var forms: [(Int, Int, Int)] = []
            for scale in [2, 1] where !(scale == 2 && (rows < 30 || content.ascii)) {
                let width = BlockNumerals.width(text, scale: scale)
                if width + 2 <= columns { forms.append((scale, BlockNumerals.height(scale: scale, ascii: content.ascii), width)) }
            }
            if text.count <= columns { forms.append((0, 1, text.count)) }
            return forms
        } ?? []
        // Each form folded, with its place among the forms; the last, no words.
        let wordForms: [(index: Int, lines: [String])] = content.words.enumerated().compactMap { index, form in
            Fold.paragraphs(form, width: wordWidth).map { (index, $0) }
        } + [(content.words.count, [])]
        let keyForms = content.keys.filter { !$0.isEmpty && $0.count <= columns } + [""]
        let water = content.water.flatMap { $0.count <= columns ? $0 : nil }
        let largest = Self.treeSize(rows: rows, columns: columns, largest: content.largestTree)
        // The tree's sizes, largest first: one that reads as its kind, with the water and the
        // keys kept and a quiet row between the words and the tree (`gaps`); the legible minimum.
        var trees: [(side: Int, gaps: Int, keepsFoot: Bool)?] = [nil]
        if content.tree, let largest {
            trees = [(Self.legibleTree, 0, false), nil]
            if largest >= Self.kindTree { trees.insert((Self.kindTree, 1, true), at: 0) }
        }

        // The best feasible choice, in the order of priority. The tree's size is chosen before
        // the time's form: a tree that reads as its kind is worth more than numerals three rows
        // tall, and the time still stands, as one bright line. Where the foot line is the way
        // out (`keepsKeys`), its shortest form is kept before the tree: a person who cannot see
        // how to leave is worse off than one without a tree. No time only where its line cannot fit.
        let timeChoices: [[(scale: Int, height: Int, width: Int)?]] = timeForms.isEmpty ? [[nil]] : [timeForms.map { $0 }, [nil]]
        let keysKept = content.keepsKeys && keyForms.count > 1 ? [true, false] : [false]
        for times in timeChoices {
            for keepsKeys in keysKept {
                for tree in trees {
                    for time in times where self.choose(time: time, tree: tree, keepsKeys: keepsKeys, content: content, wordForms: wordForms,
                                                        water: water, keyForms: keyForms, columns: columns, rows: rows) {
                        return
                    }
                }
            }
        }
    }

    /// Places the first choice of words, water and keys that fits beside `time` and `tree`;
    /// false where none does.
    private mutating func choose(time: (scale: Int, height: Int, width: Int)?, tree: (side: Int, gaps: Int, keepsFoot: Bool)?, keepsKeys: Bool,
                                 content: Content, wordForms: [(index: Int, lines: [String])], water: String?, keyForms: [String],
                                 columns: Int, rows: Int) -> Bool {
        let treeRows = tree.map { Self.treeRows(size: $0.side) }
        let keepsFoot = tree?.keepsFoot == true
        // The larger tree never takes the words' place altogether (nor shortens them past
        // `shortestForTree`), nor the water's or the keys'.
        for (index, words) in wordForms
        where !(keepsFoot && (words.isEmpty && wordForms.count > 1 || index > content.shortestForTree ?? .max)) {
            let gaps = words.isEmpty ? 0 : tree?.gaps ?? 0
            for showsWater in water == nil ? [false] : keepsFoot ? [true] : [true, false] {
                for keys in keepsFoot || keepsKeys ? keyForms.filter({ !$0.isEmpty || keyForms.count == 1 }) : keyForms {
                    let used = (time?.height ?? 0) + (treeRows ?? 0) + words.count + (showsWater ? 1 : 0) + (keys.isEmpty ? 0 : 1) + gaps
                    guard used <= rows else { continue }
                    self.place(time: time, text: content.time, tree: tree.map { ($0.side, Self.treeRows(size: $0.side)) }, words: words,
                               water: showsWater ? water : nil, keys: keys, spare: rows - used, afterWords: gaps, columns: columns,
                               rows: rows, largestTree: content.largestTree)
                    return true
                }
            }
        }
        return false
    }

    /// Sets the rectangles of one choice, top to bottom, sharing `spare` rows out as gaps and room.
    private mutating func place(time: (scale: Int, height: Int, width: Int)?, text: String?, tree: (side: Int, rows: Int)?, words: [String],
                                water: String?, keys: String, spare: Int, afterWords kept: Int, columns: Int, rows: Int, largestTree: Int?) {
        var spare = spare
        let treeRows = tree?.rows
        func take(_ wanted: Int) -> Int {
            let given = min(max(wanted, 0), spare)
            spare -= given
            return given
        }
        // Quiet gaps first: under the time, under the words; then a tree that reads as its kind
        // grows to ``fullTree``; then gaps above the keys and above everything.
        let hasTime = time != nil, hasWords = !words.isEmpty
        var afterTime = hasTime && (hasWords || treeRows != nil) ? take(1) : 0
        let afterWords = kept > 0 ? kept : hasWords && treeRows != nil ? take(1) : 0
        var treeHeight = treeRows ?? 0
        var treeSide = tree?.side
        func grow(largest: Int?) {
            guard treeRows != nil, let size = Self.treeSize(rows: treeHeight + spare, columns: columns, largest: largest),
                  size > treeSide ?? 0 else { return }
            treeSide = size
            treeHeight += take(Self.treeRows(size: size) - treeHeight)
        }
        if let side = tree?.side, side >= Self.kindTree { grow(largest: min(largestTree ?? .max, Self.fullTree)) }
        let aboveKeys = !keys.isEmpty && (water != nil || treeRows != nil || hasWords) ? take(1) : 0
        var top = take(1)
        afterTime += hasTime && time?.scale != 0 && hasWords ? take(1) : 0
        // Then the tree grows, up to the largest that fits the columns.
        grow(largest: largestTree)
        // The time stands about an eighth of the way down; words alone on the sky (no time, no
        // tree: the resting word) a little above the middle. The rest is sky, above the tree.
        let alone = !hasTime && treeRows == nil
        top += take((alone ? rows * 2 / 5 - words.count / 2 : rows * 12 / 100) - top)
        var row = top
        if let time, let text {
            let width = time.scale == 0 ? text.count : time.width
            self.time = (CellRect(column: (columns - width) / 2, row: row, columns: width, rows: time.height), time.scale)
            row += time.height + afterTime
        }
        if hasWords {
            let width = words.map(\.count).max() ?? 0
            self.words = (CellRect(column: (columns - width) / 2, row: row, columns: width, rows: words.count), words)
            row += words.count + afterWords
        }
        // The sky left over stands above the tree, which keeps its foot near the water.
        row += spare
        if let treeSide {
            self.tree = (CellRect(column: (columns - treeSide) / 2, row: row, columns: treeSide, rows: treeHeight), treeSide)
            row += treeHeight
        }
        if let water {
            self.water = CellRect(column: (columns - water.count) / 2, row: row, columns: water.count, rows: 1)
            row += 1
        }
        row += aboveKeys
        if !keys.isEmpty {
            self.keys = (CellRect(column: (columns - keys.count) / 2, row: row, columns: keys.count, rows: 1), keys)
        }
    }
}

/// The palette colours nearest a colour, where hue counts more than lightness: the candidates
/// ``Xterm256Dither/choose(_:shape:sky:sixteen:fine:hueKept:)`` mixes.
extension Xterm256Dither {
    /// The `count` entries nearest `target` that are `allowed`, nearest first: one pass that
    /// keeps the few best (sorting the whole palette per colour cost `status` most of its time).
    static func nearest(to target: Lab, count: Int, in pool: [Entry], where allowed: (Entry) -> Bool) -> [Entry] {
        var best: [(entry: Entry, distance: Double)] = []
        best.reserveCapacity(count + 1)
        for entry in pool {
            let d = (target.l - entry.lab.l, target.a - entry.lab.a, target.b - entry.lab.b)
            let distance = weighted(d, d)
            if best.count == count, let last = best.last, distance >= last.distance { continue }
            guard allowed(entry) else { continue }
            var at = best.count
            while at > 0, best[at - 1].distance > distance { at -= 1 }
            best.insert((entry, distance), at: at)
            if best.count > count { best.removeLast() }
        }
        return best.map(\.entry)
    }

    /// The dot product in OKLab with hue (a, b) counting more than lightness: a colour a
    /// shade off keeps its hue.
    static func weighted(_ p: (Double, Double, Double), _ q: (Double, Double, Double)) -> Double {
        p.0 * q.0 + 2.2 * (p.1 * q.1 + p.2 * q.2)
    }
}

import Domain
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import Rendering

/// `forest --svg --all`: the whole canvas, written from the same scene as every other picture.
@Suite struct ForestSVGTests {
    /// The whole forest as `forest --svg --all` writes it, laid out for a 100 × 30 window.
    private func svg(_ forest: Forest) -> String {
        let picture = forest.pictureOfAll(columns: 100, viewRows: 30)
        return picture.svg(pixelWidth: picture.width * 12, pixelHeight: picture.height * 12)
    }

    /// Counts elements while checking that the document is well-formed XML.
    private final class Census: NSObject, XMLParserDelegate {
        var elements: [String: Int] = [:]
        var texts: [String] = []
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            elements[name, default: 0] += 1
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { texts.append(string) }
    }

    private func census(_ document: String) throws -> Census {
        let parser = XMLParser(data: Data(document.utf8))
        let census = Census()
        parser.delegate = census
        #expect(parser.parse(), "not well-formed: \(parser.parserError.map(String.init(describing:)) ?? "")")
        return census
    }

    @Test func forestIsWellFormedWithOneUsePerTree() throws {
        let entries = ForestFixtures.generated(200)
        let document = svg(Forest(entries: entries))
        #expect(document.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        let counts = try census(document).elements
        let useOfTrees = document.components(separatedBy: "<use href=\"#tree").count - 1
        #expect(useOfTrees == entries.count)
        // Each silhouette is written once, however many trees use it.
        for variant in 0..<8 {
            #expect(document.components(separatedBy: "<path id=\"tree\(variant)\"").count - 1 <= 1)
        }
        // The sky, one gradient per ridge's land, and one per tree colouring some tree uses
        // (trees of one tone and haze share it).
        let ridges = document.components(separatedBy: "<linearGradient id=\"land").count - 1
        let tones = document.components(separatedBy: "<linearGradient id=\"tone").count - 1
        #expect(ridges >= 1 && ridges == document.components(separatedBy: "fill=\"url(#land").count - 1)
        #expect(tones >= 1 && tones <= entries.count)
        #expect(counts["linearGradient"] == 1 + ridges + tones)
        #expect(counts["filter"] == 1)
        // Every tree is solid: nothing is drawn see-through.
        #expect(!document.contains("<g opacity"))
    }

    @Test func titleAndDescriptionCountNothing() throws {
        for entries in [[], ForestFixtures.tiny, ForestFixtures.generated(300)] {
            let document = svg(Forest(entries: entries))
            let title = try #require(document.range(of: "<title[^>]*>[^<]+</title>", options: .regularExpression))
            let description = try #require(document.range(of: "<desc[^>]*>[^<]+</desc>", options: .regularExpression))
            let words = String(document[title]) + String(document[description])
            #expect(!words.contains { $0.isNumber })
            for number in ["one", "two", "three", "eight", "ten", "hundred", "thousand", "many", "few"] {
                #expect(!words.lowercased().split { !$0.isLetter }.contains(Substring(number)), "\(number)")
            }
        }
    }

    /// No star is clipped by the picture's edge or drawn twice in one place.
    @Test func starsAreWholeAndSingle() throws {
        let document = svg(Forest(entries: ForestFixtures.generated(300)))
        let pattern = try NSRegularExpression(pattern: "#star\" transform=\"translate\\(([0-9.]+) ([0-9.]+)\\) scale\\(([0-9.]+)\\)\"|cx=\"([0-9.]+)\" cy=\"([0-9.]+)\" r=\"([0-9.]+)\"")
        let range = NSRange(document.startIndex..., in: document)
        var places = Set<String>()
        var count = 0
        for match in pattern.matches(in: document, range: range) {
            func group(_ i: Int) -> Double? {
                Range(match.range(at: i), in: document).flatMap { Double(document[$0]) }
            }
            guard let x = group(1) ?? group(4), let y = group(2) ?? group(5), let r = group(3) ?? group(6) else { continue }
            count += 1
            places.insert("\(x) \(y)")
            #expect(y - r >= 0 && x - r >= 0 && x + r <= 100, "star at \(x) \(y)")
        }
        #expect(count == ForestFixtures.generated(300).filter { $0.kind == .established }.count)
        #expect(places.count == count)
    }

    @Test func oneStarPerEstablishedFast() {
        let entries = ForestFixtures.generated(120)
        let established = entries.filter { $0.kind == .established }.count
        let document = svg(Forest(entries: entries))
        let stars = document.components(separatedBy: "<use href=\"#star\"").count - 1
            + document.components(separatedBy: "<circle").count - 1
        #expect(stars == established)
        let incomplete = entries.map { ForestEntry(id: $0.id, ended: $0.ended, kind: .incomplete) }
        let dark = svg(Forest(entries: incomplete))
        #expect(!dark.contains("<use href=\"#star\"") && !dark.contains("<circle"))
    }

    @Test func wordsAreEscaped() throws {
        let words = "Consider <how> they & \"grow\" 'here'\u{7}"
        let document = svg(Forest(entries: ForestFixtures.tiny, inscription: words))
        #expect(document.contains("Consider &lt;how&gt; they &amp; &quot;grow&quot; &apos;here&apos;</text>"))
        #expect(!document.contains("\u{7}"), "a control character is never written")
        let texts = try census(document).texts.joined()
        #expect(texts.contains("Consider <how> they & \"grow\" 'here'"))
    }

    @Test func emptyForestStillSaysWhereItGrows() throws {
        let document = svg(Forest(entries: []))
        #expect(try census(document).texts.joined().contains("Your forest grows here."))
        #expect(!document.contains("<use href=\"#tree"))
    }

    @Test func sameDocumentEveryTime() {
        let entries = ForestFixtures.generated(40)
        #expect(svg(Forest(entries: entries)) == svg(Forest(entries: entries.reversed())))
    }

    @Test func tenYearsStaySmall() {
        // Ten years (--all): 3,650 trees on some 900 ridges, each with its land's gradient.
        let document = svg(Forest(entries: ForestFixtures.generated(3650)))
        #expect(document.utf8.count < 1_800_000)
    }
}

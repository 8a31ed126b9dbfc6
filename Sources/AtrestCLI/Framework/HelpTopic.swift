/// A help page that is not a command: atrest's terms and its privacy. atrest has no website,
/// so these are their address: `atrest help terms`, `atrest help privacy`, and the manual
/// page's TERMS and PRIVACY. Their words are in `Resources/copy/topics.txt`.
package struct HelpTopic: Sendable, Equatable {
    package var name: String
    package var summary: String
    package var paragraphs: [String]

    static let book = CopyBook(resource: "topics")

    package static let all: [HelpTopic] = ["terms", "privacy"].map(topic)

    package static func named(_ name: String) -> HelpTopic? {
        all.first { $0.name == name }
    }

    /// A topic's summary and its paragraphs `NAME.1`, `NAME.2`, … as long as they run.
    private static func topic(_ name: String) -> HelpTopic {
        let paragraphs = (1...).lazy.map { book["\(name).\($0)"] }.prefix { $0 != nil }.compactMap { $0 }
        return HelpTopic(name: name, summary: book["\(name).summary"] ?? "", paragraphs: Array(paragraphs))
    }

    /// `atrest help NAME`: a title line, then the paragraphs, within the help's width.
    package var page: String {
        let title = name.prefix(1).uppercased() + name.dropFirst()
        var text = TextLayout.wrap("\(title) — \(summary)", width: HelpText.width - 2).joined(separator: "\n    ") + "\n"
        for paragraph in paragraphs {
            text += "\n" + TextLayout.wrap(paragraph, width: HelpText.width - 2).joined(separator: "\n") + "\n"
        }
        return text
    }
}

import Foundation
import StrictJSON
import StyleDefinitions
import StyleService
import Testing

/// A batch body of the common shape is read straight from its bytes (`BatchBodyScanner`), any other into a tree;
/// the answer and every error are the tree's either way. For a generated table of bodies the scanner reads
/// (whitespace and key-order variants, ids, states and contents of every plain kind, items with problems of their
/// own), its answer has the very bytes of the tree's, and each item answers as its single resolve. For every shape
/// it must not read (escapes, non-ASCII text, unknown and repeated keys, other types, numbers in other forms,
/// nesting, truncated bodies, top levels that fail), it is seen to give up, and the batch answers as the tree does.
@Suite("Batches read from their bytes answer as read into a tree")
struct ScannedBatchEqualityTests {
    let resolver = Resolver(batchLimit: 60)
    let registry: StyleRegistry

    init() throws {
        registry = try .withArchivable()
    }

    /// The tree's answer in pieces of 7 items, or its error.
    private func treeOutcome(_ body: String) -> Result<[UInt8], ServiceError> {
        resolver.batchOutcome(Array(body.utf8), snapshot: registry.snapshot, itemsPerPiece: 7, fromTree: true)
    }

    /// What a batch answers, by whichever path it takes, or its error.
    private func outcome(_ body: String) -> Result<[UInt8], ServiceError> {
        resolver.batchOutcome(Array(body.utf8), snapshot: registry.snapshot, itemsPerPiece: 7)
    }

    /// The scanner's answer, nil when it gives up.
    private func scannedBytes(_ body: String, resolver: Resolver? = nil) -> [UInt8]? {
        guard
            var answer = (resolver ?? self.resolver).planScannedBatch(
                body: Array(body.utf8), snapshot: registry.snapshot, itemsPerPiece: 7)
        else { return nil }
        return answer.remainingBytes()
    }

    /// The single resolve's answer, or its error.
    private func single(_ request: JSONObject) -> Result<[UInt8], ServiceError> {
        do throws(ServiceError) {
            return .success(
                try resolver.resolve(
                    body: Array(JSONValue.object(request).description.utf8), snapshot: registry.snapshot))
        } catch {
            return .failure(error)
        }
    }

    /// Twelve flag states (more than the scanner keeps by their bytes), among them one the style does not know.
    static let states = [
        #"{"isSelected": true}"#, #"{"isSelected": false}"#, #"{"isHighlighted": true, "isSelected": true}"#,
        #"{"isSelected": true, "isHighlighted": true}"#, "{}", #"{"isDisabled": true}"#, #"{"isFocused": true}"#,
        #"{"isPinned": true}"#, #"{"isEditing": true}"#, #"{"isExpanded": true}"#, #"{"isSwiped": true}"#,
        #"{"isArchived": true}"#,
    ]

    /// Contents of every plain kind, some with problems (an unknown locale, both texts of a pair).
    static let contents = [
        #"{"text": "Row %d"}"#, #"{"text": "Row %d", "secondaryText": "Detail"}"#, #"{"image": "star.fill"}"#,
        #"{"text": null, "image": null}"#, "{}", #"{"secondaryText": "S %d", "locale": "de-DE"}"#,
        #"{"text": "Row %d", "locale": "not a tag"}"#, #"{"text": "Row %d", "attributedText": "Row"}"#,
        #"{"text": "a text longer than sixteen bytes %d"}"#,
    ]

    /// Ids of every plain kind.
    static let ids = ["%d", "-%d", #""row-%d""#, "123456789012345678", "0", #""""#]

    /// Item `index` with its members in one of three orders, some left out.
    static func item(_ index: Int) -> String {
        let id = ids[index % ids.count].replacingOccurrences(of: "%d", with: "\(index + 1)")
        let state = states[(index * 5) % states.count]
        let content = contents[(index * 7) % contents.count].replacingOccurrences(of: "%d", with: "\(index)")
        var members = [#""id": \#(id)"#, #""state": \#(state)"#, #""content": \#(content)"#]
        if index % 3 == 1 { members.reverse() }
        if index % 3 == 2 { members = [members[1], members[2], members[0]] }
        if index % 11 == 10 { members.remove(at: index % 3) }
        if index % 23 == 22 { members = [] }
        return "{" + members.joined(separator: ", ") + "}"
    }

    /// Top levels the scanner reads: its members before `items` read by the reader's parser (unicode and escapes
    /// included there).
    static let topLevels = [
        #""style": "sidebarCell", "state": {"traits": {"userInterfaceStyle": "dark"}}, "#,
        #""style": "archivable", "#,
        ##""style": "archivable", "state": {"isSelected": false}, "tintColor": "#34C759", "content": {"text": "Zeile ü\n"}, "##,
        #""overrides": {"background": {"cornerRadius": 4}}, "style": "sidebarCell", "#,
    ]

    /// The batch of `count` items under `topLevel`, its tokens separated as `spacing` says.
    static func batch(_ count: Int, topLevel: String, spacing: Spacing = .usual) -> String {
        let items = (0..<count).map(item).joined(separator: ", ")
        return spacing.respace(#"{\#(topLevel)"items": [\#(items)]}"#)
    }

    /// How a body's tokens are separated: as written, with no whitespace, or with every kind around every token.
    enum Spacing: CaseIterable, Sendable {
        case usual, compact, wide

        /// `body` (written with ", " and ": " between tokens) respaced. Strings keep their spaces: no string of
        /// the tables holds ", " or ": ".
        func respace(_ body: String) -> String {
            switch self {
            case .usual: body
            case .compact: body.replacingOccurrences(of: ", ", with: ",").replacingOccurrences(of: ": ", with: ":")
            case .wide:
                " \r\n"
                    + body.replacingOccurrences(of: ", ", with: " \t,\n ").replacingOccurrences(
                        of: ": ", with: "\r\n:\t"
                    )
                    .replacingOccurrences(of: "{", with: "{ ").replacingOccurrences(of: "}", with: "\n}")
                    .replacingOccurrences(of: "[", with: "[\t").replacingOccurrences(of: "]", with: " ]") + "\n\t "
            }
        }
    }

    @Test(arguments: topLevels, [0, 1, 9, 46])
    func aScannedBatchHasTheTreesBytes(topLevel: String, items count: Int) throws {
        for spacing in Spacing.allCases {
            let body = Self.batch(count, topLevel: topLevel, spacing: spacing)
            let scanned = try #require(scannedBytes(body), "the scanner gave up on \(body)")
            #expect(scanned == (try treeOutcome(body).get()), "\(spacing): \(body)")
            #expect(scanned == (try outcome(body).get()))
        }
    }

    /// Every item of a scanned batch answers as its single resolve under the same top level, or fails as that does.
    @Test func everyScannedItemAnswersAsItsSingleResolve() throws {
        let topLevel = #""style": "archivable", "state": {"traits": {"userInterfaceStyle": "dark"}}, "#
        let body = Self.batch(46, topLevel: topLevel)
        let answer = try JSONReader().parse(try #require(scannedBytes(body)))
        let answered = try #require(answer["items"]?.arrayValue)
        let items = try #require(JSONReader().parse(body)["items"]?.arrayValue)
        #expect(answered.count == items.count)
        for (item, got) in zip(items, answered) {
            var request = try #require(JSONReader().parse(#"{\#(topLevel)"items": []}"#).objectValue)
            request["items"] = nil
            var state = request["state"]?.objectValue ?? JSONObject()
            for (key, value) in item["state"]?.objectValue ?? JSONObject() { state[key] = value }
            request["state"] = .object(state)
            if let content = item["content"] { request["content"] = content }
            guard case .success(let bytes) = single(request) else {
                #expect(got["problem"] != nil, "\(item) fails alone")
                continue
            }
            let expected = try #require(JSONReader().parse(bytes).objectValue)
            var object = try #require(got.objectValue)
            #expect(object["id"] == item["id"] ?? .null)
            object["id"] = nil
            #expect(object == expected, "\(item)")
        }
    }

    /// Bodies the scanner must give up on, each a batch of the common shape with one thing changed.
    static let unusual: [String] = {
        let good = #"{"id": 1, "state": {"isSelected": true}, "content": {"text": "Row 1"}}"#
        func batch(_ item: String, topLevel: String = #""style": "sidebarCell", "#) -> String {
            #"{\#(topLevel)"items": [\#(good), \#(item)]}"#
        }
        let items = [
            // Escapes and text beyond printable ASCII.
            #"{"id": 2, "content": {"text": "Row \u0032"}}"#, #"{"id": 2, "content": {"text": "a \"quoted\" row"}}"#,
            #"{"id": 2, "content": {"text": "line\nbreak"}}"#, #"{"i\u0064": 2}"#, #"{"id": "r\/2"}"#,
            #"{"id": 2, "state": {"is\u0053elected": true}}"#, #"{"id": 2, "content": {"text": "Zeile ü"}}"#,
            "{\"id\": 2, \"content\": {\"text\": \"tab\there\"}}", #"{"id": "🙂"}"#,
            // Unknown and repeated keys.
            ##"{"id": 2, "tintColor": "#FF3B30"}"##, #"{"id": 2, "style": "cell"}"#, #"{"id": 2, "extra": 1}"#,
            #"{"id": 2, "id": 3}"#, #"{"id": 2, "state": {"isSelected": true, "isSelected": false}}"#,
            #"{"id": 2, "content": {"text": "a", "text": "b"}}"#, #"{"id": 2, "content": {"caption": "a"}}"#,
            #"{"id": 2, "state": {}, "state": {}}"#, #"{"content": {}, "content": {}}"#,
            // Other types and nesting.
            #"{"id": true}"#, #"{"id": null}"#, #"{"id": [2]}"#, #"{"id": {}}"#, #"{"state": []}"#,
            #"{"state": "selected"}"#, #"{"state": {"isSelected": 1}}"#, #"{"state": {"isSelected": null}}"#,
            #"{"state": {"traits": {"userInterfaceStyle": "dark"}}}"#, #"{"content": "Row"}"#, #"{"content": []}"#,
            #"{"content": {"text": 7}}"#, #"{"content": {"attributedText": {"runs": []}}}"#, "2", "null", "[]",
            #""item""#,
            // Numbers in other forms.
            #"{"id": 02}"#, #"{"id": -0}"#, #"{"id": 1e3}"#, #"{"id": 1E3}"#, #"{"id": 2.0}"#, #"{"id": -}"#,
            #"{"id": 1234567890123456789}"#, #"{"id": 12345678901234567890}"#, #"{"id": +2}"#, #"{"id": .5}"#,
            // Broken syntax.
            #"{"id": 2,}"#, #"{"id": 2 "state": {}}"#, #"{"id" 2}"#, #"{"state": {"isSelected": true,}}"#,
            #"{"state": {"isSelected": tru}}"#, #"{"content": {"text": "a" "image": "b"}}"#, "{'id': 2}",
        ]
        var bodies = items.map { batch($0) }
        bodies += [
            // The top level: items not last, a repeated or escaped key, no style, an unknown style, problems, a
            // trailing comma, trailing content, another type.
            #"{"items": [], "style": "sidebarCell"}"#, #"{"style": "cell", "style": "sidebarCell", "items": []}"#,
            #"{"st\u0079le": "cell", "items": []}"#, #"{"items": [\#(good)]}"#,
            #"{"style": "noSuchStyle", "items": [\#(good)]}"#, #"{"style": "cell", "tintColor": 3, "items": []}"#,
            #"{"style": "cell", "state": {"isSelected": 2}, "items": [\#(good)]}"#,
            #"{"style": "cell", "items": [\#(good),]}"#, #"{"style": "cell", "items": [\#(good)]} x"#,
            #"{"style": "cell", "items": [\#(good)]}}"#, #"{"style": "cell", "items": {}}"#, #"{"style": "cell"}"#,
            #"[{"style": "cell", "items": []}]"#, "\u{FEFF}" + #"{"style": "cell", "items": []}"#, "", " ",
            #"{"style": "cell", "items": [\#(good)], }"#, #"{"style": "cell" "items": []}"#,
            // Over the batch limit (60).
            #"{"style": "cell", "items": [\#(Array(repeating: good, count: 61).joined(separator: ","))]}"#,
        ]
        return bodies
    }()

    @Test(arguments: unusual)
    func theScannerGivesUpOnAnUnusualBody(_ body: String) {
        #expect(scannedBytes(body) == nil)
        #expect(outcome(body) == treeOutcome(body))
    }

    /// Every prefix of a scannable body is given up on (none is a whole batch but the body itself), and fails as the
    /// tree's reading does.
    @Test func aTruncatedBodyFallsBackAndFailsAsTheTreeDoes() throws {
        let body = Self.batch(3, topLevel: #""style": "sidebarCell", "#)
        #expect(scannedBytes(body) != nil)
        let bytes = Array(body.utf8)
        for length in 0..<bytes.count {
            let prefix = String(decoding: bytes[..<length], as: UTF8.self)
            #expect(scannedBytes(prefix) == nil, "\(prefix)")
            #expect(outcome(prefix) == treeOutcome(prefix))
            guard case .failure = treeOutcome(prefix) else {
                Issue.record("a truncated body answered: \(prefix)")
                continue
            }
        }
    }

    /// A reader whose limits the scanner cannot vouch for (a depth limit under the items' states, an element limit
    /// under the body's length) leaves every body to the tree.
    @Test(arguments: [
        JSONReader.Limits(maximumDepth: 3), JSONReader.Limits(maximumElements: 40),
        JSONReader.Limits(maximumStringBytes: 4),
    ])
    func limitsTheScannerCannotVouchForLeaveTheBodyToTheTree(_ limits: JSONReader.Limits) {
        let body = Self.batch(3, topLevel: #""style": "sidebarCell", "#)
        #expect(scannedBytes(body) != nil)
        #expect(scannedBytes(body, resolver: Resolver(batchLimit: 60, reader: JSONReader(limits: limits))) == nil)
    }
}

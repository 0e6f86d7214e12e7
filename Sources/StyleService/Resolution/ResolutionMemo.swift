import StrictJSON
import StyleDefinitions
import Synchronization
import ViewConfigurations

/// The encoded configurations of recent resolutions, for the requests that differ only in their strings.
///
/// A list's rows ask for the same style in the same state with their own texts: everything in the answer but the
/// strings is the same for all of them. Resolving and writing that part costs most of an answer, so it is done once
/// per ``Key`` and its bytes are copied for the next such request. A key is kept from its second request on: the
/// first is only noted (its hash, in a small table), so requests that never repeat pay one hash and no copy. Keyed by
/// the style's digest as well as its name, a changed style never meets its old entries; at most `maximumEntries` are
/// kept, and a full memo starts over.
package final class ResolutionMemo: Sendable {
    /// What makes two requests resolve alike, strings aside.
    package struct Key: Hashable, Sendable {
        /// The style's name.
        package var styleName: String
        /// The style's ``RegisteredStyle/digest``: its document and its `extends` chain.
        package var styleDigest: UInt64
        /// The request's state, decoded against the style's keys.
        package var state: CellConfigurationState
        /// The request's tint.
        package var tintColor: Color
        /// The request's overrides.
        package var overrides: ConfigurationOverrides

        /// Hashes the style's digest, the state and the tint, and the overrides only when there are some: the name's
        /// bytes were a third of a key's hash (a batch hashes every item's key), and the digest already differs
        /// between styles. Equal keys hash alike; two names of one document only share a bucket, which `==` (over
        /// every field) tells apart.
        package func hash(into hasher: inout Hasher) {
            hasher.combine(styleDigest)
            hasher.combine(state)
            hasher.combine(tintColor)
            if !overrides.isEmpty { hasher.combine(overrides) }
        }
    }

    /// A key with its hash, computed once: the table hashes only that.
    private struct HashedKey: Hashable {
        let key: Key
        let hash: Int

        init(_ key: Key) {
            self.key = key
            hash = key.hashValue
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
        static func == (left: HashedKey, right: HashedKey) -> Bool { left.hash == right.hash && left.key == right.key }
    }

    private struct State {
        var entries: [HashedKey: EncodedResolution] = [:]
        /// The keys asked for once.
        var seen = RepeatFilter(slots: 1_024)
    }

    private let maximumEntries: Int
    private let state = Mutex(State())

    /// A memo of at most `maximumEntries` resolutions (about 2.5 KB each); 0 keeps none.
    package init(maximumEntries: Int = 512) {
        self.maximumEntries = max(0, maximumEntries)
    }

    /// The encoded resolution for `key`: the one kept, or one made by `make` (outside the lock) when the key was
    /// asked for before; nil the first time, which only notes the key (the caller resolves as without a memo).
    @inline(__always)
    func encoded(for key: Key, making make: () -> EncodedResolution) -> EncodedResolution? {
        guard maximumEntries > 0 else { return nil }
        let hashed = HashedKey(key)
        let known = state.withLock { state -> EncodedResolution?? in
            if let entry = state.entries[hashed] { return .some(entry) }
            return state.seen.isRepeat(hashed.hash) ? .some(nil) : nil
        }
        switch known {
        case .some(.some(let entry)): return entry
        case nil: return nil
        case .some(nil): break
        }
        let made = make()
        state.withLock { state in
            if state.entries.count >= maximumEntries { state.entries.removeAll(keepingCapacity: true) }
            state.entries[hashed] = made
        }
        return made
    }
}

/// One resolution encoded once for every answer that shares it (batch items, rows of a list); a class, so an answer
/// takes it with one retain rather than a copy of its content values.
final class EncodedResolution: Sendable {
    /// The encoded members, in one array: the row's (``RowEncoder``), then the answer's members before its strings.
    private let bytes: [UInt8]
    /// Where the answer's members before its strings lie in ``bytes``, for the key it was made for: `style`,
    /// `designGeneration`, `background` and the `content` object's members but its strings, that object left open.
    /// Written with one copy: writing them member by member was most of a batch item's cost after the resolution.
    private let membersBeforeStrings: Range<Int>
    /// Where the row's members for content without an image lie in ``bytes``.
    private let rowWithoutImage: Range<Int>
    /// Where the row's members for content with an image lie, whose separators start after the image.
    private let rowWithImage: Range<Int>
    /// The content's values, whose text properties draw the answer's texts (grouped headers uppercase them,
    /// attributed runs without a font or color take theirs).
    let contentValues: ListContentConfiguration.Values
    /// The traits the resolution was made for (the request's, with the style's list environment).
    let traits: TraitCollection

    /// Encodes a resolution made for `key` without strings.
    init(_ resolution: StyleResolution, for key: ResolutionMemo.Key) {
        var writer = JSONWriter(capacity: 2 * Resolver.answerCapacity)
        // The row first, in an object of its own, so that the answer's members can be left open at the end.
        writer.beginObject()
        (rowWithoutImage, rowWithImage) = RowEncoder.writeRowVariants(resolution, into: &writer)
        writer.endObject()
        writer.beginObject()
        let answerStart = writer.count
        writer.field("style", key.styleName)
        writer.field("designGeneration", key.state.traitCollection.designGeneration.rawValue)
        writer.fieldName("background")
        ResolutionEncoder.writeBackground(
            resolution.background, traits: resolution.traits, tintColor: resolution.tintColor, into: &writer)
        writer.beginObject(key: "content")
        ResolutionEncoder.writeContentMembers(
            resolution.content, traits: resolution.traits, tintColor: resolution.tintColor, into: &writer)
        membersBeforeStrings = answerStart..<writer.count
        bytes = writer.bytes
        contentValues = resolution.content.values
        traits = resolution.traits
    }

    /// Writes an answer's members: its `style` and `designGeneration`, then `background` and `content`, the
    /// content's strings from `content`, then the row's. A single answer and a batch item write the same members.
    func writeAnswerMembers(with content: CellContent, into writer: inout JSONWriter) {
        writer.members(bytes[membersBeforeStrings], leavingOpen: 1)
        ResolutionEncoder.writeCellContent(content, over: contentValues, traits: traits, into: &writer)
        writer.endObject()
        writer.members(bytes[content.image == nil ? rowWithoutImage : rowWithImage])
    }
}

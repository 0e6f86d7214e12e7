/// The closest allowed name to a misspelt one, for "did you mean" hints in problems.
package enum NameSuggestion {
    /// The name in `candidates` closest to `name` by case-insensitive optimal string alignment distance
    /// (Damerau–Levenshtein with adjacent transpositions), or nil when none is close enough.
    ///
    /// A candidate is close enough when it equals `name` ignoring case, or its distance is at most
    /// `max(1, name.count / 3)`. Ties go to the earlier candidate, so the answer is deterministic. `name` itself is
    /// never suggested.
    package static func closest(to name: String, among candidates: [String]) -> String? {
        // Printable ASCII names (all of the service's) are compared byte by byte, lowercased as `lowercased()` would;
        // comparing them as characters made an answer listing many unknown names spend most of its time here.
        let asciiName = printableASCIILowercased(name)
        var characters = asciiName == nil ? Array(name.lowercased()) : nil
        let length = asciiName?.count ?? characters?.count ?? 0
        guard length > 0 else { return nil }
        let threshold = max(1, length / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            // Names whose lengths differ by more than the threshold are at least that far apart: not aligned. A
            // printable ASCII candidate's length is its byte count, known without copying it.
            if abs(candidate.utf8.count - length) > threshold, candidate.utf8.allSatisfy(Self.isPrintableASCII) {
                continue
            }
            let distance: Int
            if let asciiName, let asciiCandidate = printableASCIILowercased(candidate) {
                distance = Self.distance(asciiName, asciiCandidate)
            } else {
                let loweredCandidate = Array(candidate.lowercased())
                guard abs(loweredCandidate.count - length) <= threshold else { continue }
                let lowered = characters ?? Array(name.lowercased())
                characters = lowered
                distance = Self.distance(lowered, loweredCandidate)
            }
            guard distance <= threshold else { continue }
            if best.map({ distance < $0.distance }) ?? true { best = (candidate, distance) }
        }
        return best?.name
    }

    /// The name's bytes lowercased, when it is printable ASCII (where each byte is one character); else nil.
    private static func printableASCIILowercased(_ name: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(name.utf8.count)
        for byte in name.utf8 {
            guard isPrintableASCII(byte) else { return nil }
            bytes.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
        }
        return bytes
    }

    /// Whether the byte is printable ASCII, where each byte is one character.
    private static func isPrintableASCII(_ byte: UInt8) -> Bool { byte >= 0x20 && byte < 0x7F }

    /// The optimal string alignment distance: insertions, deletions, substitutions and adjacent transpositions.
    package static func distance<Element: Equatable>(_ lhs: [Element], _ rhs: [Element]) -> Int {
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        let width = rhs.count + 1
        var previous2 = [Int](repeating: 0, count: width)
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: width)
        for i in 1...lhs.count {
            current[0] = i
            for j in 1...rhs.count {
                let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[rhs.count]
    }
}

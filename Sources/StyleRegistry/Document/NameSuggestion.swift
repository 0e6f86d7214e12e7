/// The closest allowed name to a misspelt one, for "did you mean" hints in problems.
package enum NameSuggestion {
    /// The name in `candidates` closest to `name` by case-insensitive optimal string alignment distance
    /// (Damerau–Levenshtein with adjacent transpositions), or nil when none is close enough.
    ///
    /// A candidate is close enough when it equals `name` ignoring case, or its distance is at most
    /// `max(1, name.count / 3)`. Ties go to the earlier candidate, so the answer is deterministic. `name` itself is
    /// never suggested.
    package static func closest(to name: String, among candidates: [String]) -> String? {
        let lowered = Array(name.lowercased())
        guard !lowered.isEmpty else { return nil }
        let threshold = max(1, lowered.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let distance = Self.distance(lowered, Array(candidate.lowercased()))
            guard distance <= threshold else { continue }
            if best.map({ distance < $0.distance }) ?? true { best = (candidate, distance) }
        }
        return best?.name
    }

    /// The optimal string alignment distance: insertions, deletions, substitutions and adjacent transpositions.
    package static func distance(_ lhs: [Character], _ rhs: [Character]) -> Int {
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

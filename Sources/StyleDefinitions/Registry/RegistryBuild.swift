import StrictJSON

/// Turns a registry's documents into the styles it publishes, compiling only what a change reaches: the changed
/// styles and every style extending one of them, however indirectly. The other styles keep their compiled form.
///
/// Precedence is the same for every change, so a restart reaches what live changes reached: styles-folder styles
/// compile among the built-ins and the styles folder alone (a user style never decides whether one loads); a user
/// style compiles among all the documents and is published only when it compiles and its base is published. Past
/// ``RegistryLimits/maximumStyles``, the styles folder's names come first, then the user styles', each by name.
struct RegistryBuild: Sendable {
    /// What a change makes of the styles it reaches; the others stay as they were.
    struct Outcome: Sendable {
        /// The styles compiled again or removed.
        var affected: Set<String>
        /// The affected styles that compiled and are published.
        var compiled: [String: RegisteredStyle] = [:]
        /// The affected styles with a document that are left out, with why.
        var leftOut: [String: DocumentProblems] = [:]

        /// The style `name` is published as after the change, over `previous`.
        func style(_ name: String, over previous: RegistryState) -> RegisteredStyle? {
            affected.contains(name) ? compiled[name] : previous.snapshot[name]
        }

        /// Every style published after the change, built-ins included.
        func styles(over previous: RegistryState) -> [String: RegisteredStyle] {
            var styles = previous.snapshot.styles
            for name in affected { styles[name] = compiled[name] }
            return styles
        }

        /// Every style left out after the change.
        func leftOut(over previous: RegistryState) -> [String: DocumentProblems] {
            var all = previous.leftOut
            for name in affected { all[name] = leftOut[name] }
            return all
        }
    }

    let limits: RegistryLimits
    /// Told the name of each style as it is compiled.
    let compilationObserver: (@Sendable (String) -> Void)?

    /// The styles of `documents`, from those of `previous`, after a change to the `changed` documents (added,
    /// replaced or removed in `all`).
    func rebuild(from previous: RegistryState, to documents: RegistryDocuments, changed: Set<String>) -> Outcome {
        let admitted = admittedNames(documents)
        var affected = changed
        if admitted != nil || previous.documents.all.count > limits.maximumStyles {
            // Which styles the cap admits depends on all of them: settle each again.
            affected.formUnion(documents.all.keys)
        } else {
            affected.formUnion(Self.dependents(of: changed, in: documents.all))
        }
        var outcome = Outcome(affected: affected)
        let compilers = (
            folder: StyleCompiler(documents: documents.stylesFolder), user: StyleCompiler(documents: documents.all)
        )
        var settled: Set<String> = []
        for name in affected.sorted() {
            // Bases first: a style is published only when its base is.
            var chain = [name]
            while let base = chain.last.flatMap({ documents.all[$0]?.extends }), affected.contains(base),
                !settled.contains(base), !chain.contains(base)
            {
                chain.append(base)
            }
            for link in chain.reversed() where settled.insert(link).inserted {
                settle(link, in: documents, over: previous, admitted: admitted, compilers: compilers, into: &outcome)
            }
        }
        return outcome
    }

    /// Compiles one style into `outcome`, or records why it is left out (or drops it, when it has no document).
    private func settle(
        _ name: String, in documents: RegistryDocuments, over previous: RegistryState, admitted: Set<String>?,
        compilers: (folder: StyleCompiler, user: StyleCompiler), into outcome: inout Outcome
    ) {
        guard let document = documents.all[name] else { return }
        if let admitted, !admitted.contains(name) {
            outcome.leftOut[name] = DocumentProblems([
                DocumentProblem(
                    pointer: JSONPointer(),
                    message: "left out: the registry holds at most \(limits.maximumStyles) styles")
            ])
            return
        }
        let fromFolder = documents.stylesFolder[name] != nil
        compilationObserver?(name)
        switch (fromFolder ? compilers.folder : compilers.user).compile(name) {
        case .failure(let problems):
            outcome.leftOut[name] = problems
        case .success(let definition):
            if let base = document.extends, outcome.style(base, over: previous) == nil {
                let why = outcome.leftOut(over: previous)[base]?.problems.first.map { ": \($0.message)" } ?? ""
                outcome.leftOut[name] = DocumentProblems([
                    DocumentProblem(
                        pointer: JSONPointer(tokens: ["extends"]),
                        message: "\"\(name)\" extends \"\(base)\", which is not loaded\(why)")
                ])
                return
            }
            var style = RegisteredStyle(
                definition: definition, origin: fromFolder ? .stylesFolder : .dataFolder, document: document.source)
            style.tokens = document.tokens
            outcome.compiled[name] = style
        }
    }

    /// The names the style cap admits, or nil when it admits them all.
    private func admittedNames(_ documents: RegistryDocuments) -> Set<String>? {
        guard documents.all.count > limits.maximumStyles else { return nil }
        let user = documents.all.keys.filter { documents.stylesFolder[$0] == nil }.sorted()
        return Set((documents.stylesFolder.keys.sorted() + user).prefix(limits.maximumStyles))
    }

    /// Every style of `documents` that extends one of `names`, however indirectly.
    static func dependents(of names: Set<String>, in documents: [String: StyleDocument]) -> Set<String> {
        var children: [String: [String]] = [:]
        for (name, document) in documents {
            if let base = document.extends { children[base, default: []].append(name) }
        }
        var found = Set<String>()
        var queue = Array(names)
        while let name = queue.popLast() {
            for child in children[name] ?? [] where !names.contains(child) && found.insert(child).inserted {
                queue.append(child)
            }
        }
        return found
    }
}

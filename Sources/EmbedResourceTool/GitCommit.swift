import Foundation

/// The commit a checkout's `.git` names, read from the files git keeps, without running git: a work tree's `.git`
/// may be a file naming the real folder (a `git worktree`, whose `commondir` names the shared one), and a branch may
/// be a loose ref or a line of `packed-refs`. Read when the build command runs, not when the build is planned, so
/// an incremental build after a commit says the new one.
enum GitCommit {
    /// The 40 (or 64) hex digits of the checkout at `packageDirectory`, or nil when there is no `.git` or it names
    /// no commit.
    static func hash(packageDirectory: URL) -> String? {
        let dotGit = packageDirectory.appending(path: ".git")
        var gitDirectory = dotGit
        if let text = read(dotGit), text.hasPrefix("gitdir:") {
            let path = text.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespaces)
            gitDirectory = path.hasPrefix("/") ? URL(fileURLWithPath: path) : packageDirectory.appending(path: path)
        }
        var commonDirectory = gitDirectory
        if let common = read(gitDirectory.appending(path: "commondir")) {
            commonDirectory =
                common.hasPrefix("/") ? URL(fileURLWithPath: common) : gitDirectory.appending(path: common)
        }
        guard let head = read(gitDirectory.appending(path: "HEAD")) else { return nil }
        guard head.hasPrefix("ref:") else { return isHash(head) ? head : nil }
        let ref = head.dropFirst("ref:".count).trimmingCharacters(in: .whitespaces)
        for directory in [gitDirectory, commonDirectory] {
            if let text = read(directory.appending(path: ref)), isHash(text) { return text }
        }
        guard let packed = read(commonDirectory.appending(path: "packed-refs")) else { return nil }
        for line in packed.split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count == 2, parts[1] == ref, isHash(String(parts[0])) { return String(parts[0]) }
        }
        return nil
    }

    /// A file's text without surrounding white space, or nil when it cannot be read (or is a folder).
    static func read(_ url: URL) -> String? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func isHash(_ text: String) -> Bool {
        (text.count == 40 || text.count == 64) && text.allSatisfy(\.isHexDigit)
    }
}

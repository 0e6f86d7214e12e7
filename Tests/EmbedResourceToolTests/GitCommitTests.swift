import Foundation
import Testing

@testable import EmbedResourceTool

/// The commit a checkout names, read from files laid out as git lays them out, in temporary folders removed after
/// each test.
@Suite("EmbedResourceTool: the checkout's commit")
final class GitCommitTests {
    static let first = "5ed4cdd070a67bb667611a44692f901cabd72ed7"
    static let second = "0123456789abcdef0123456789abcdef01234567"

    private var folders: [URL] = []

    deinit {
        for folder in folders { try? FileManager.default.removeItem(at: folder) }
    }

    /// A fresh folder with `files` (paths relative to it) written, for one test.
    func checkout(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appending(path: "git-commit-\(UUID().uuidString)")
        folders.append(root)
        for (path, text) in files {
            let url = root.appending(path: path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    @Test func aBranchIsReadFromItsLooseRefThenFromPackedRefs() throws {
        let loose = try checkout([".git/HEAD": "ref: refs/heads/main\n", ".git/refs/heads/main": Self.first + "\n"])
        #expect(GitCommit.hash(packageDirectory: loose) == Self.first)
        let packed = try checkout([
            ".git/HEAD": "ref: refs/heads/main\n",
            ".git/packed-refs":
                "# pack-refs with: peeled\n\(Self.second) refs/heads/other\n\(Self.first) refs/heads/main\n",
        ])
        #expect(GitCommit.hash(packageDirectory: packed) == Self.first)
    }

    @Test func aDetachedHeadIsItsOwnCommit() throws {
        #expect(GitCommit.hash(packageDirectory: try checkout([".git/HEAD": Self.second + "\n"])) == Self.second)
    }

    /// A `git worktree`: `.git` is a file naming the worktree's folder, whose `commondir` names the shared one.
    @Test func aWorktreeReadsItsHeadAndTheSharedRefs() throws {
        let root = try checkout([
            "main/.git/refs/heads/feature": Self.second + "\n",
            "main/.git/worktrees/wt/HEAD": "ref: refs/heads/feature\n",
            "main/.git/worktrees/wt/commondir": "../..\n",
            "wt/.git": "gitdir: ../main/.git/worktrees/wt\n",
        ])
        #expect(GitCommit.hash(packageDirectory: root.appending(path: "wt")) == Self.second)
    }

    @Test func noCheckoutOrNoCommitGivesNone() throws {
        #expect(GitCommit.hash(packageDirectory: try checkout(["README.md": "no git here"])) == nil)
        #expect(GitCommit.hash(packageDirectory: try checkout([".git/HEAD": "ref: refs/heads/unborn\n"])) == nil)
        #expect(GitCommit.hash(packageDirectory: try checkout([".git/HEAD": "not a hash\n"])) == nil)
    }
}

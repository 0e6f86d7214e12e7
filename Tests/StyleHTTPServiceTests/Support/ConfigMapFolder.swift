import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A folder laid out and updated as the kubelet lays out and updates a mounted ConfigMap (its `AtomicWriter`):
/// the files live in a timestamped folder (`..2026_11_24_08_00_00.000000001`), `..data` is a symlink to it, and each
/// visible `name.json` is a symlink to `..data/name.json`. An update writes a new timestamped folder, points a
/// `..data_tmp` symlink at it, renames that over `..data` (the atomic step), adds the visible symlinks of new files,
/// removes those of files gone and deletes the old timestamped folder.
struct ConfigMapFolder {
    let path: String
    private(set) var generation = 0
    private var current: String?
    private var names: Set<String> = []

    /// A new folder in the temporary directory holding `files` (name → contents).
    init(files: [String: String]) throws {
        path = NSTemporaryDirectory() + "configmap-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try update(to: files)
    }

    /// Replaces the folder's files with `files`, as the kubelet does when the ConfigMap changes.
    mutating func update(to files: [String: String]) throws {
        generation += 1
        let stamp =
            "..2026_11_24_08_00_00." + String(repeating: "0", count: 9 - String(generation).count)
            + String(generation)
        try FileManager.default.createDirectory(atPath: path + "/" + stamp, withIntermediateDirectories: false)
        for (name, contents) in files {
            try contents.write(toFile: path + "/" + stamp + "/" + name, atomically: false, encoding: .utf8)
        }
        try check(symlink(stamp, path + "/..data_tmp"), "symlink ..data_tmp")
        try check(rename(path + "/..data_tmp", path + "/..data"), "rename ..data_tmp over ..data")
        for name in files.keys where !names.contains(name) {
            try check(symlink("..data/" + name, path + "/" + name), "symlink \(name)")
        }
        for name in names where files[name] == nil {
            try check(unlink(path + "/" + name), "unlink \(name)")
        }
        if let current { try FileManager.default.removeItem(atPath: path + "/" + current) }
        current = stamp
        names = Set(files.keys)
    }

    /// Removes the folder.
    func remove() { try? FileManager.default.removeItem(atPath: path) }

    private func check(_ result: Int32, _ operation: String) throws {
        guard result == 0 else { throw HarnessError("\(operation): \(String(cString: strerror(errno)))") }
    }
}

import StrictJSON

extension DesignTokenSet {
    /// Reads the DTCG 2025.10 tokens file or Resolver Module document at `path`, with every file its sources
    /// reference (relative to it, inside its folder).
    ///
    /// A tokens file has one value for all four modes. A resolver document's modes are the contexts of its mode
    /// modifier: those `modeMap` names, or else those named like the modes (`light`, `dark`, `light-high-contrast`,
    /// `dark-hc`, …; a missing high-contrast context falls back to its plain mode). Every problem is returned, each
    /// with a JSON pointer into the file it is in (named in the message when several files were read).
    public static func load(
        contentsOf path: String, modeMap: [TokenMode: String]? = nil
    ) -> Result<DesignTokenSet, DocumentProblems> {
        let (folder, bytes, document) = TokenFileReader.readDocument(at: path)
        let name = path.split(separator: "/").last.map(String.init) ?? path
        switch document {
        case .failure(let error):
            return .failure(DocumentProblems([DocumentProblem(pointer: .root, message: "\(name): \(error.message)")]))
        case .success(let json):
            var reader = DesignTokenReader(
                files: TokenFileReader(folder: folder, bytesRead: bytes), modeMap: modeMap, documentName: name)
            return reader.read(json)
        }
    }

    /// Reads a tokens file or resolver document already parsed (a request body, a test). A resolver document read
    /// this way may reference files only when `folder` says where they are.
    public static func decode(
        _ json: JSONValue, modeMap: [TokenMode: String]? = nil, folder: String? = nil
    ) -> Result<DesignTokenSet, DocumentProblems> {
        var reader = DesignTokenReader(
            files: TokenFileReader(folder: folder, bytesRead: 0), modeMap: modeMap, documentName: nil)
        return reader.read(json)
    }

    /// Reads tokens from JSON text, with the tokens limits on its size and depth.
    public static func decode(
        text: String, modeMap: [TokenMode: String]? = nil, folder: String? = nil
    ) -> Result<DesignTokenSet, DocumentProblems> {
        do {
            return decode(try TokenFileReader.jsonReader.parse(text), modeMap: modeMap, folder: folder)
        } catch {
            return .failure(DocumentProblems([DocumentProblem(pointer: .root, message: "not valid JSON: \(error)")]))
        }
    }
}

import CZlib

/// gzip decoding with the system zlib, for checking the service's answers.
enum Gunzip {
    /// The bytes a gzip member decodes to, or nil when it is not valid gzip.
    static func decode(_ compressed: [UInt8]) -> [UInt8]? {
        var stream = z_stream()
        guard inflateInit2_(&stream, 15 + 16, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            return nil
        }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        var input = compressed
        return input.withUnsafeMutableBufferPointer { source -> [UInt8]? in
            stream.next_in = source.baseAddress
            stream.avail_in = uInt(source.count)
            while true {
                let status = chunk.withUnsafeMutableBufferPointer { out -> Int32 in
                    stream.next_out = out.baseAddress
                    stream.avail_out = uInt(out.count)
                    return inflate(&stream, Z_NO_FLUSH)
                }
                output += chunk[..<(chunk.count - Int(stream.avail_out))]
                if status == Z_STREAM_END { return stream.avail_in == 0 ? output : nil }
                if status != Z_OK { return nil }
            }
        }
    }
}

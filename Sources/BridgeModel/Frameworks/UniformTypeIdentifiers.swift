// UniformTypeIdentifiers: the type identifiers pickers and item providers take (storage).

/// A uniform type identifier. The model knows the system types apps name most and whether one
/// conforms to another through its supertypes; nothing is read from disk.
nonisolated public struct UTType: Hashable, Sendable, CustomStringConvertible {
  public let identifier: String
  public let preferredFilenameExtension: String?
  public let preferredMIMEType: String?
  /// The identifiers of the types this one conforms to directly.
  let supertypes: [String]

  init(system identifier: String, ext: String? = nil, mime: String? = nil, conformsTo supertypes: [String] = []) {
    self.identifier = identifier
    preferredFilenameExtension = ext
    preferredMIMEType = mime
    self.supertypes = supertypes
  }

  /// A system type by its identifier, or nil if the model does not know it.
  public init?(_ identifier: String) {
    guard let known = Self.known.first(where: { $0.identifier == identifier }) else { return nil }
    self = known
  }

  /// The system type for a filename extension, or nil if the model does not know it.
  public init?(filenameExtension: String) {
    let lowered = filenameExtension.lowercased()
    guard let known = Self.known.first(where: { $0.preferredFilenameExtension == lowered }) else { return nil }
    self = known
  }

  /// The system type for a MIME type, or nil if the model does not know it.
  public init?(mimeType: String) {
    guard let known = Self.known.first(where: { $0.preferredMIMEType == mimeType }) else { return nil }
    self = known
  }

  public var description: String { identifier }

  /// Whether this type is `type` or conforms to it through its supertypes.
  public func conforms(to type: UTType) -> Bool {
    if identifier == type.identifier { return true }
    for parent in supertypes {
      if let known = UTType(parent), known.conforms(to: type) { return true }
    }
    return false
  }

  public static let item = UTType(system: "public.item")
  public static let content = UTType(system: "public.content")
  public static let data = UTType(system: "public.data", conformsTo: ["public.item"])
  public static let text = UTType(system: "public.text", conformsTo: ["public.data", "public.content"])
  public static let plainText = UTType(
    system: "public.plain-text", ext: "txt", mime: "text/plain", conformsTo: ["public.text"])
  public static let utf8PlainText = UTType(system: "public.utf8-plain-text", conformsTo: ["public.plain-text"])
  public static let json = UTType(
    system: "public.json", ext: "json", mime: "application/json", conformsTo: ["public.text"])
  public static let url = UTType(system: "public.url", conformsTo: ["public.data"])
  public static let fileURL = UTType(system: "public.file-url", conformsTo: ["public.url"])
  public static let image = UTType(system: "public.image", conformsTo: ["public.data", "public.content"])
  public static let jpeg = UTType(system: "public.jpeg", ext: "jpeg", mime: "image/jpeg", conformsTo: ["public.image"])
  public static let png = UTType(system: "public.png", ext: "png", mime: "image/png", conformsTo: ["public.image"])
  public static let heic = UTType(system: "public.heic", ext: "heic", mime: "image/heic", conformsTo: ["public.image"])
  public static let gif = UTType(
    system: "com.compuserve.gif", ext: "gif", mime: "image/gif", conformsTo: ["public.image"])
  public static let webP = UTType(
    system: "org.webmproject.webp", ext: "webp", mime: "image/webp", conformsTo: ["public.image"])
  public static let audiovisualContent = UTType(
    system: "public.audiovisual-content", conformsTo: ["public.data", "public.content"])
  public static let movie = UTType(system: "public.movie", conformsTo: ["public.audiovisual-content"])
  public static let video = UTType(system: "public.video", conformsTo: ["public.movie"])
  public static let mpeg4Movie = UTType(
    system: "public.mpeg-4", ext: "mp4", mime: "video/mp4", conformsTo: ["public.movie"])
  public static let quickTimeMovie = UTType(
    system: "com.apple.quicktime-movie", ext: "mov", mime: "video/quicktime", conformsTo: ["public.movie"])
  public static let audio = UTType(system: "public.audio", conformsTo: ["public.audiovisual-content"])
  public static let pdf = UTType(
    system: "com.adobe.pdf", ext: "pdf", mime: "application/pdf", conformsTo: ["public.data", "public.content"])
  public static let folder = UTType(system: "public.folder", conformsTo: ["public.item"])
  public static let directory = UTType(system: "public.directory", conformsTo: ["public.item"])
  public static let commaSeparatedText = UTType(
    system: "public.comma-separated-values-text", ext: "csv", mime: "text/csv", conformsTo: ["public.text"])
  public static let zip = UTType(
    system: "public.zip-archive", ext: "zip", mime: "application/zip", conformsTo: ["public.data"])

  public static let mp3 = UTType(system: "public.mp3", ext: "mp3", mime: "audio/mpeg", conformsTo: ["public.audio"])
  public static let mpeg4Audio = UTType(
    system: "public.mpeg-4-audio", ext: "m4a", mime: "audio/mp4", conformsTo: ["public.audio"])
  public static let wav = UTType(
    system: "com.microsoft.waveform-audio", ext: "wav", mime: "audio/vnd.wave", conformsTo: ["public.audio"])
  public static let aiff = UTType(
    system: "public.aiff-audio", ext: "aiff", mime: "audio/aiff", conformsTo: ["public.audio"])
  public static let rtf = UTType(system: "public.rtf", ext: "rtf", mime: "text/rtf", conformsTo: ["public.text"])
  public static let html = UTType(system: "public.html", ext: "html", mime: "text/html", conformsTo: ["public.text"])
  public static let xml = UTType(system: "public.xml", ext: "xml", mime: "application/xml", conformsTo: ["public.text"])
  public static let vCard = UTType(system: "public.vcard", ext: "vcf", mime: "text/vcard", conformsTo: ["public.text"])
  public static let spreadsheet = UTType(system: "public.spreadsheet", conformsTo: ["public.content"])
  public static let presentation = UTType(system: "public.presentation", conformsTo: ["public.content"])
  public static let archive = UTType(system: "public.archive", conformsTo: ["public.data"])
  public static let rawImage = UTType(system: "public.camera-raw-image", conformsTo: ["public.image"])
  public static let livePhoto = UTType(system: "com.apple.live-photo")

  static let known: [UTType] = [
    item, content, data, text, plainText, utf8PlainText, json, url, fileURL, image, jpeg, png, heic, gif, webP,
    audiovisualContent, movie, video, mpeg4Movie, quickTimeMovie, audio, pdf, folder, directory, commaSeparatedText,
    zip, mp3, mpeg4Audio, wav, aiff, rtf, html, xml, vCard, spreadsheet, presentation, archive, rawImage, livePhoto,
  ]
}

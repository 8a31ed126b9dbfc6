// The store's API speaks the file-system seam (`FileSystem`, `FileSystemError`), which lives
// below it in `Files`; whoever imports Store sees it too.
@_exported import Files

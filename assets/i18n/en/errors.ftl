# Errors: bad input, files that cannot be read or written, unsupported rules.

error-language = unsupported language “{ $tag }”: Shudu speaks English (en) and Simplified Chinese (zh-CN)

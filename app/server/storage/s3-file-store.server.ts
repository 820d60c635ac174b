/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph RGW, Cloudflare R2, Backblaze B2) through
 * @aws-sdk/client-s3. The key is the object's key. A read streams the object's body (never held
 * whole here); an object appears whole or not at all, as S3 guarantees for a single PUT.
 */
import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { assertStoreKey, type FileSource, type FileStore, type StoredObject } from "./file-store";

export interface S3Settings {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Unset: AWS's own endpoint for the region. */
  endpoint?: string;
  /** Addresses objects as endpoint/bucket/key instead of bucket.endpoint/key (MinIO, Ceph RGW and the like). */
  forcePathStyle?: boolean;
}

export class S3FileStore implements FileStore {
  readonly kind = "s3" as const;
  readonly location: string;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.location = `s3://${settings.bucket}`;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle ?? false,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Checksums only where S3 requires them: several S3-compatible stores refuse the newer
      // default (CRC32 trailers on every upload); HTTPS and the photo pipeline guard the bytes.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  async put(key: string, source: FileSource, options: { contentType?: string } = {}): Promise<void> {
    assertStoreKey(key);
    const body = source instanceof Uint8Array ? source : source.stream;
    const size = source instanceof Uint8Array ? source.byteLength : source.size;
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentLength: size,
        ContentType: options.contentType ?? "application/octet-stream",
      }),
    );
  }

  async get(key: string): Promise<{ body: Readable; size: number } | null> {
    assertStoreKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!answer.Body) return null;
      return { body: answer.Body as Readable, size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async head(key: string): Promise<StoredObject | null> {
    assertStoreKey(key);
    try {
      const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { key, size: answer.ContentLength ?? 0, lastModified: answer.LastModified ?? new Date(0) };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertStoreKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket, Prefix: prefix })) {
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        yield { key: object.Key, size: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) };
      }
    }
  }

  /** Closes the client's connections (scripts and tests; the server keeps its one client). */
  close(): void {
    this.client.destroy();
  }
}

/** No such object (a missing bucket is a configuration error, not a missing file). */
function isNotFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException) || error.name === "NoSuchBucket") return false;
  return error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404;
}

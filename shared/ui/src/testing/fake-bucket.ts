import { act } from '@testing-library/react';

/**
 * The media bucket in a page's test: stub `XMLHttpRequest` with this class
 * (`vi.stubGlobal('XMLHttpRequest', FakeBucketPost)`) and the kit's real uploads (uploadImage,
 * uploadToBucket) post their presigned forms to it; each post waits until the test drives its
 * progress and its answer. Clear `FakeBucketPost.posts` before each test.
 */
export class FakeBucketPost {
  static posts: FakeBucketPost[] = [];
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  url = '';
  form: FormData | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  send(form: FormData) {
    this.form = form;
    FakeBucketPost.posts.push(this);
  }
  /** The name of the file the form carries. */
  get fileName() {
    return (this.form?.get('file') as File | null)?.name;
  }
  /** Reports `share` (0-1) of the file sent. */
  progress(share: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded: share * 1000, total: 1000 }));
  }
  /** The bucket's answer: S3 answers a stored form 204. */
  answer(status: number, responseText = '') {
    this.status = status;
    this.responseText = responseText;
    act(() => this.onload?.());
  }
  /** The connection drops. */
  fail() {
    act(() => this.onerror?.());
  }
}

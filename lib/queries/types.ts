/** Every API list has this shape; `nextPageToken` is absent on the last page. */
export interface Page<T> {
  items: T[];
  nextPageToken?: string;
}

import { FieldFrame } from './FieldFrame'
import type { FieldProps } from './types'

type FileFieldProps = Omit<FieldProps, 'value' | 'defaultValue' | 'onChange'> & { accept?: string }

/** A file to upload, labelled and with its error tied to it like every other field. A browser never refills it. */
export function FileField({ accept, ...frame }: FileFieldProps) {
  return <FieldFrame {...frame}>{(control) => <input {...control} type="file" accept={accept} />}</FieldFrame>
}

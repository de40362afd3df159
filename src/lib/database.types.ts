export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "12.2.3 (519615d)"
  }
  public: {
    Tables: {
      acciones_cuenta: {
        Row: {
          accion: string
          actor_id: string | null
          empresa_id: string | null
          id: number
          ocurrida_en: string
          usuario_id: string
        }
        Insert: {
          accion: string
          actor_id?: string | null
          empresa_id?: string | null
          id?: never
          ocurrida_en?: string
          usuario_id: string
        }
        Update: {
          accion?: string
          actor_id?: string | null
          empresa_id?: string | null
          id?: never
          ocurrida_en?: string
          usuario_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "acciones_cuenta_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "acciones_cuenta_usuario_id_fkey"
            columns: ["usuario_id"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "acciones_cuenta_usuario_id_fkey"
            columns: ["usuario_id"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "acciones_cuenta_usuario_id_fkey"
            columns: ["usuario_id"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "acciones_cuenta_usuario_id_fkey"
            columns: ["usuario_id"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "acciones_cuenta_usuario_id_fkey"
            columns: ["usuario_id"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
        ]
      }
      app_config: {
        Row: {
          key: string
          updated_at: string
          value: string
        }
        Insert: {
          key: string
          updated_at?: string
          value?: string
        }
        Update: {
          key?: string
          updated_at?: string
          value?: string
        }
        Relationships: []
      }
      auditoria_cambios: {
        Row: {
          autor_id: string | null
          cambios: Json
          cuando: string
          empresa_id: string
          id: string
          registro_id: string
          tabla: string
        }
        Insert: {
          autor_id?: string | null
          cambios: Json
          cuando?: string
          empresa_id: string
          id?: string
          registro_id: string
          tabla: string
        }
        Update: {
          autor_id?: string | null
          cambios?: Json
          cuando?: string
          empresa_id?: string
          id?: string
          registro_id?: string
          tabla?: string
        }
        Relationships: [
          {
            foreignKeyName: "auditoria_cambios_autor_id_fkey"
            columns: ["autor_id"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "auditoria_cambios_autor_id_fkey"
            columns: ["autor_id"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "auditoria_cambios_autor_id_fkey"
            columns: ["autor_id"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "auditoria_cambios_autor_id_fkey"
            columns: ["autor_id"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "auditoria_cambios_autor_id_fkey"
            columns: ["autor_id"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "auditoria_cambios_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
        ]
      }
      auditoria_permisos: {
        Row: {
          actor_correo: string | null
          actor_id: string | null
          actor_nombre: string | null
          antes: Json | null
          despues: Json | null
          empresa_id: string | null
          id: number
          ocurrido_en: string
          operacion: string
          tabla: string
          usuario_id: string | null
        }
        Insert: {
          actor_correo?: string | null
          actor_id?: string | null
          actor_nombre?: string | null
          antes?: Json | null
          despues?: Json | null
          empresa_id?: string | null
          id?: never
          ocurrido_en?: string
          operacion: string
          tabla: string
          usuario_id?: never
        }
        Update: {
          actor_correo?: string | null
          actor_id?: string | null
          actor_nombre?: string | null
          antes?: Json | null
          despues?: Json | null
          empresa_id?: string | null
          id?: never
          ocurrido_en?: string
          operacion?: string
          tabla?: string
          usuario_id?: never
        }
        Relationships: []
      }
      colaboradores: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          apellidos: string
          area: string
          busqueda: string | null
          cargo: string
          correo: string | null
          creado_en: string
          creado_por: string | null
          empresa_id: string
          estado: string
          id: string
          jefe_id: string | null
          nombres: string
          telefono: string | null
          usuario_id: string | null
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          apellidos: string
          area?: string
          busqueda?: never
          cargo?: string
          correo?: string | null
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          estado?: string
          id?: string
          jefe_id?: string | null
          nombres: string
          telefono?: string | null
          usuario_id?: string | null
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          apellidos?: string
          area?: string
          busqueda?: never
          cargo?: string
          correo?: string | null
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          estado?: string
          id?: string
          jefe_id?: string | null
          nombres?: string
          telefono?: string | null
          usuario_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "colaboradores_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "colaboradores_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "colaboradores_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "colaboradores_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "colaboradores_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "colaboradores_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "colaboradores_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "colaboradores_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "colaboradores_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "colaboradores_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "colaboradores_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "colaboradores_jefe_fkey"
            columns: ["empresa_id", "jefe_id"]
            isOneToOne: false
            referencedRelation: "colaboradores"
            referencedColumns: ["empresa_id", "id"]
          },
          {
            foreignKeyName: "colaboradores_jefe_fkey"
            columns: ["empresa_id", "jefe_id"]
            isOneToOne: false
            referencedRelation: "directorio_colaboradores"
            referencedColumns: ["empresa_id", "id"]
          },
          {
            foreignKeyName: "colaboradores_usuario_id_fkey"
            columns: ["usuario_id"]
            isOneToOne: true
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "colaboradores_usuario_id_fkey"
            columns: ["usuario_id"]
            isOneToOne: true
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "colaboradores_usuario_id_fkey"
            columns: ["usuario_id"]
            isOneToOne: true
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "colaboradores_usuario_id_fkey"
            columns: ["usuario_id"]
            isOneToOne: true
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "colaboradores_usuario_id_fkey"
            columns: ["usuario_id"]
            isOneToOne: true
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
        ]
      }
      colaboradores_ficha: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          colaborador_id: string
          contacto_emergencia_nombre: string | null
          contacto_emergencia_telefono: string | null
          creado_en: string
          creado_por: string | null
          empresa_id: string
          fecha_desvinculacion: string | null
          fecha_ingreso: string
          fecha_saldo_inicial: string | null
          rut: string
          saldo_vacaciones_inicial: number
          tipo_contrato: string
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          colaborador_id: string
          contacto_emergencia_nombre?: string | null
          contacto_emergencia_telefono?: string | null
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          fecha_desvinculacion?: string | null
          fecha_ingreso: string
          fecha_saldo_inicial?: string | null
          rut: string
          saldo_vacaciones_inicial?: number
          tipo_contrato?: string
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          colaborador_id?: string
          contacto_emergencia_nombre?: string | null
          contacto_emergencia_telefono?: string | null
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          fecha_desvinculacion?: string | null
          fecha_ingreso?: string
          fecha_saldo_inicial?: string | null
          rut?: string
          saldo_vacaciones_inicial?: number
          tipo_contrato?: string
        }
        Relationships: [
          {
            foreignKeyName: "colaboradores_ficha_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "colaboradores_ficha_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "colaboradores_ficha_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "colaboradores_ficha_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "colaboradores_ficha_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "colaboradores_ficha_colaborador_fkey"
            columns: ["empresa_id", "colaborador_id"]
            isOneToOne: false
            referencedRelation: "colaboradores"
            referencedColumns: ["empresa_id", "id"]
          },
          {
            foreignKeyName: "colaboradores_ficha_colaborador_fkey"
            columns: ["empresa_id", "colaborador_id"]
            isOneToOne: false
            referencedRelation: "directorio_colaboradores"
            referencedColumns: ["empresa_id", "id"]
          },
          {
            foreignKeyName: "colaboradores_ficha_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "colaboradores_ficha_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "colaboradores_ficha_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "colaboradores_ficha_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "colaboradores_ficha_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "colaboradores_ficha_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
        ]
      }
      comentarios: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          creado_en: string
          creado_por: string | null
          editado_en: string | null
          empresa_id: string
          id: string
          menciones: string[]
          registro_id: string
          tabla: string
          texto: string
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          editado_en?: string | null
          empresa_id?: string
          id?: string
          menciones?: string[]
          registro_id: string
          tabla: string
          texto: string
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          editado_en?: string | null
          empresa_id?: string
          id?: string
          menciones?: string[]
          registro_id?: string
          tabla?: string
          texto?: string
        }
        Relationships: [
          {
            foreignKeyName: "comentarios_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "comentarios_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "comentarios_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "comentarios_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "comentarios_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "comentarios_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "comentarios_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "comentarios_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "comentarios_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "comentarios_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "comentarios_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
        ]
      }
      conversaciones_asistente: {
        Row: {
          conversation: Json
          created_at: string
          id: string
          summary: string | null
          topic: string
          user_id: string | null
        }
        Insert: {
          conversation: Json
          created_at?: string
          id?: string
          summary?: string | null
          topic?: string
          user_id?: string | null
        }
        Update: {
          conversation?: Json
          created_at?: string
          id?: string
          summary?: string | null
          topic?: string
          user_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "conversaciones_asistente_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "conversaciones_asistente_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "conversaciones_asistente_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "conversaciones_asistente_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "conversaciones_asistente_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
        ]
      }
      crm_actividades: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          asunto: string
          completada: boolean
          completada_en: string | null
          creado_en: string
          creado_por: string | null
          descripcion: string | null
          empresa_id: string
          fecha_vencimiento: string
          id: string
          oportunidad_id: string | null
          responsable_id: string | null
          tercero_id: string | null
          tipo: string
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          asunto: string
          completada?: boolean
          completada_en?: string | null
          creado_en?: string
          creado_por?: string | null
          descripcion?: string | null
          empresa_id?: string
          fecha_vencimiento?: string
          id?: string
          oportunidad_id?: string | null
          responsable_id?: string | null
          tercero_id?: string | null
          tipo?: string
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          asunto?: string
          completada?: boolean
          completada_en?: string | null
          creado_en?: string
          creado_por?: string | null
          descripcion?: string | null
          empresa_id?: string
          fecha_vencimiento?: string
          id?: string
          oportunidad_id?: string | null
          responsable_id?: string | null
          tercero_id?: string | null
          tipo?: string
        }
        Relationships: [
          {
            foreignKeyName: "crm_actividades_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "crm_actividades_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "crm_actividades_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "crm_actividades_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "crm_actividades_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "crm_actividades_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "crm_actividades_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "crm_actividades_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "crm_actividades_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "crm_actividades_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "crm_actividades_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "crm_actividades_oportunidad_id_fkey"
            columns: ["oportunidad_id"]
            isOneToOne: false
            referencedRelation: "crm_oportunidades"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "crm_actividades_responsable_id_fkey"
            columns: ["responsable_id"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "crm_actividades_responsable_id_fkey"
            columns: ["responsable_id"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "crm_actividades_responsable_id_fkey"
            columns: ["responsable_id"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "crm_actividades_responsable_id_fkey"
            columns: ["responsable_id"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "crm_actividades_responsable_id_fkey"
            columns: ["responsable_id"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "crm_actividades_tercero_id_fkey"
            columns: ["tercero_id"]
            isOneToOne: false
            referencedRelation: "terceros"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "crm_actividades_tercero_id_fkey"
            columns: ["tercero_id"]
            isOneToOne: false
            referencedRelation: "terceros_rut_por_corregir"
            referencedColumns: ["id"]
          },
        ]
      }
      crm_contactos: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          cargo: string | null
          correo: string | null
          creado_en: string
          creado_por: string | null
          empresa_id: string
          id: string
          nombre: string
          notas: string | null
          telefono: string | null
          tercero_id: string
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          cargo?: string | null
          correo?: string | null
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          id?: string
          nombre: string
          notas?: string | null
          telefono?: string | null
          tercero_id: string
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          cargo?: string | null
          correo?: string | null
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          id?: string
          nombre?: string
          notas?: string | null
          telefono?: string | null
          tercero_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "crm_contactos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "crm_contactos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "crm_contactos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "crm_contactos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "crm_contactos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "crm_contactos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "crm_contactos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "crm_contactos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "crm_contactos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "crm_contactos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "crm_contactos_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "crm_contactos_tercero_id_fkey"
            columns: ["tercero_id"]
            isOneToOne: false
            referencedRelation: "terceros"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "crm_contactos_tercero_id_fkey"
            columns: ["tercero_id"]
            isOneToOne: false
            referencedRelation: "terceros_rut_por_corregir"
            referencedColumns: ["id"]
          },
        ]
      }
      crm_leads: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          convertido_en: string | null
          correo: string | null
          creado_en: string
          creado_por: string | null
          empresa_id: string
          estado: string
          id: string
          mensaje: string | null
          modulo_interes: string | null
          nombre: string
          oportunidad_id: string | null
          organizacion: string | null
          plan_interes: string | null
          solicitud_id: string | null
          telefono: string | null
          tercero_id: string | null
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          convertido_en?: string | null
          correo?: string | null
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          estado?: string
          id?: string
          mensaje?: string | null
          modulo_interes?: string | null
          nombre: string
          oportunidad_id?: string | null
          organizacion?: string | null
          plan_interes?: string | null
          solicitud_id?: string | null
          telefono?: string | null
          tercero_id?: string | null
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          convertido_en?: string | null
          correo?: string | null
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          estado?: string
          id?: string
          mensaje?: string | null
          modulo_interes?: string | null
          nombre?: string
          oportunidad_id?: string | null
          organizacion?: string | null
          plan_interes?: string | null
          solicitud_id?: string | null
          telefono?: string | null
          tercero_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "crm_leads_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "crm_leads_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "crm_leads_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "crm_leads_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "crm_leads_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "crm_leads_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "crm_leads_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "crm_leads_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "crm_leads_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "crm_leads_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "crm_leads_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "crm_leads_oportunidad_id_fkey"
            columns: ["oportunidad_id"]
            isOneToOne: false
            referencedRelation: "crm_oportunidades"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "crm_leads_solicitud_id_fkey"
            columns: ["solicitud_id"]
            isOneToOne: true
            referencedRelation: "solicitudes_contacto"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "crm_leads_tercero_id_fkey"
            columns: ["tercero_id"]
            isOneToOne: false
            referencedRelation: "terceros"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "crm_leads_tercero_id_fkey"
            columns: ["tercero_id"]
            isOneToOne: false
            referencedRelation: "terceros_rut_por_corregir"
            referencedColumns: ["id"]
          },
        ]
      }
      crm_oportunidades: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          busqueda: string | null
          cerrada_en: string | null
          contacto_id: string | null
          creado_en: string
          creado_por: string | null
          descripcion: string | null
          empresa_id: string
          etapa: string
          fecha_cierre_estimada: string | null
          id: string
          lead_id: string | null
          monto: number
          motivo_perdida: string | null
          nombre: string
          probabilidad: number
          responsable_id: string | null
          tercero_id: string
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          busqueda?: never
          cerrada_en?: string | null
          contacto_id?: string | null
          creado_en?: string
          creado_por?: string | null
          descripcion?: string | null
          empresa_id?: string
          etapa?: string
          fecha_cierre_estimada?: string | null
          id?: string
          lead_id?: string | null
          monto?: number
          motivo_perdida?: string | null
          nombre: string
          probabilidad?: number
          responsable_id?: string | null
          tercero_id: string
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          busqueda?: never
          cerrada_en?: string | null
          contacto_id?: string | null
          creado_en?: string
          creado_por?: string | null
          descripcion?: string | null
          empresa_id?: string
          etapa?: string
          fecha_cierre_estimada?: string | null
          id?: string
          lead_id?: string | null
          monto?: number
          motivo_perdida?: string | null
          nombre?: string
          probabilidad?: number
          responsable_id?: string | null
          tercero_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "crm_oportunidades_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "crm_oportunidades_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "crm_oportunidades_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "crm_oportunidades_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "crm_oportunidades_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "crm_oportunidades_contacto_id_fkey"
            columns: ["contacto_id"]
            isOneToOne: false
            referencedRelation: "crm_contactos"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "crm_oportunidades_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "crm_oportunidades_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "crm_oportunidades_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "crm_oportunidades_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "crm_oportunidades_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "crm_oportunidades_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "crm_oportunidades_lead_id_fkey"
            columns: ["lead_id"]
            isOneToOne: false
            referencedRelation: "crm_leads"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "crm_oportunidades_responsable_id_fkey"
            columns: ["responsable_id"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "crm_oportunidades_responsable_id_fkey"
            columns: ["responsable_id"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "crm_oportunidades_responsable_id_fkey"
            columns: ["responsable_id"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "crm_oportunidades_responsable_id_fkey"
            columns: ["responsable_id"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "crm_oportunidades_responsable_id_fkey"
            columns: ["responsable_id"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "crm_oportunidades_tercero_id_fkey"
            columns: ["tercero_id"]
            isOneToOne: false
            referencedRelation: "terceros"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "crm_oportunidades_tercero_id_fkey"
            columns: ["tercero_id"]
            isOneToOne: false
            referencedRelation: "terceros_rut_por_corregir"
            referencedColumns: ["id"]
          },
        ]
      }
      cuotas_adjuntos: {
        Row: {
          actualizado_en: string
          cuota_mb: number
          empresa_id: string
        }
        Insert: {
          actualizado_en?: string
          cuota_mb: number
          empresa_id: string
        }
        Update: {
          actualizado_en?: string
          cuota_mb?: number
          empresa_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "cuotas_adjuntos_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: true
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
        ]
      }
      empleados_override_permisos: {
        Row: {
          empleado_id: string
          modulo_id: string
          puede_acceder: boolean
          updated_at: string
        }
        Insert: {
          empleado_id: string
          modulo_id: string
          puede_acceder: boolean
          updated_at?: string
        }
        Update: {
          empleado_id?: string
          modulo_id?: string
          puede_acceder?: boolean
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "empleados_override_permisos_empleado_id_fkey"
            columns: ["empleado_id"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "empleados_override_permisos_empleado_id_fkey"
            columns: ["empleado_id"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "empleados_override_permisos_empleado_id_fkey"
            columns: ["empleado_id"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "empleados_override_permisos_empleado_id_fkey"
            columns: ["empleado_id"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "empleados_override_permisos_empleado_id_fkey"
            columns: ["empleado_id"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "empleados_override_permisos_modulo_id_fkey"
            columns: ["modulo_id"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["modulo_id"]
          },
          {
            foreignKeyName: "empleados_override_permisos_modulo_id_fkey"
            columns: ["modulo_id"]
            isOneToOne: false
            referencedRelation: "modulos_disponibles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "empleados_override_permisos_modulo_id_fkey"
            columns: ["modulo_id"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["modulo_id"]
          },
        ]
      }
      empresas: {
        Row: {
          created_at: string
          estado: string
          id: string
          nombre: string
        }
        Insert: {
          created_at?: string
          estado?: string
          id?: string
          nombre: string
        }
        Update: {
          created_at?: string
          estado?: string
          id?: string
          nombre?: string
        }
        Relationships: []
      }
      feriados: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          creado_en: string
          creado_por: string | null
          empresa_id: string
          fecha: string
          id: string
          nombre: string
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          fecha: string
          id?: string
          nombre: string
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          fecha?: string
          id?: string
          nombre?: string
        }
        Relationships: [
          {
            foreignKeyName: "feriados_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "feriados_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "feriados_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "feriados_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "feriados_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "feriados_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "feriados_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "feriados_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "feriados_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "feriados_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "feriados_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
        ]
      }
      fin_caf: {
        Row: {
          activo: boolean
          actualizado_en: string
          actualizado_por: string | null
          creado_en: string
          creado_por: string | null
          empresa_id: string
          fecha_autorizacion: string
          folio_desde: number
          folio_hasta: number
          id: string
          siguiente_folio: number
          tipo: string
        }
        Insert: {
          activo?: boolean
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          fecha_autorizacion: string
          folio_desde: number
          folio_hasta: number
          id?: string
          siguiente_folio?: number
          tipo: string
        }
        Update: {
          activo?: boolean
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          fecha_autorizacion?: string
          folio_desde?: number
          folio_hasta?: number
          id?: string
          siguiente_folio?: number
          tipo?: string
        }
        Relationships: [
          {
            foreignKeyName: "fin_caf_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "fin_caf_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_caf_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "fin_caf_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_caf_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_caf_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "fin_caf_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_caf_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "fin_caf_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_caf_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_caf_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_caf_tipo_fkey"
            columns: ["tipo"]
            isOneToOne: false
            referencedRelation: "fin_tipos_documento"
            referencedColumns: ["clave"]
          },
        ]
      }
      fin_categorias: {
        Row: {
          activo: boolean
          actualizado_en: string
          actualizado_por: string | null
          creado_en: string
          creado_por: string | null
          empresa_id: string
          id: string
          nombre: string
          tipo: string
        }
        Insert: {
          activo?: boolean
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          id?: string
          nombre: string
          tipo: string
        }
        Update: {
          activo?: boolean
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          id?: string
          nombre?: string
          tipo?: string
        }
        Relationships: [
          {
            foreignKeyName: "fin_categorias_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "fin_categorias_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_categorias_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "fin_categorias_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_categorias_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_categorias_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "fin_categorias_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_categorias_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "fin_categorias_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_categorias_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_categorias_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
        ]
      }
      fin_documento_lineas: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          cantidad: number
          codigo: string | null
          creado_en: string
          creado_por: string | null
          descripcion: string
          descuento_monto: number
          descuento_pct: number | null
          detalle: string | null
          documento_id: string
          empresa_id: string
          exento: boolean
          id: string
          monto: number | null
          numero: number
          precio_unitario: number
          producto_id: string | null
          unidad: string | null
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          cantidad?: number
          codigo?: string | null
          creado_en?: string
          creado_por?: string | null
          descripcion: string
          descuento_monto?: number
          descuento_pct?: number | null
          detalle?: string | null
          documento_id: string
          empresa_id?: string
          exento?: boolean
          id?: string
          monto?: never
          numero: number
          precio_unitario?: number
          producto_id?: string | null
          unidad?: string | null
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          cantidad?: number
          codigo?: string | null
          creado_en?: string
          creado_por?: string | null
          descripcion?: string
          descuento_monto?: number
          descuento_pct?: number | null
          detalle?: string | null
          documento_id?: string
          empresa_id?: string
          exento?: boolean
          id?: string
          monto?: never
          numero?: number
          precio_unitario?: number
          producto_id?: string | null
          unidad?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "fin_documento_lineas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "fin_documento_lineas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_documento_lineas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "fin_documento_lineas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_documento_lineas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_documento_lineas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "fin_documento_lineas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_documento_lineas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "fin_documento_lineas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_documento_lineas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_documento_lineas_documento_id_fkey"
            columns: ["documento_id"]
            isOneToOne: false
            referencedRelation: "fin_documentos"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_documento_lineas_documento_id_fkey"
            columns: ["documento_id"]
            isOneToOne: false
            referencedRelation: "fin_documentos_vista"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_documento_lineas_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_documento_lineas_producto_id_fkey"
            columns: ["producto_id"]
            isOneToOne: false
            referencedRelation: "fin_productos"
            referencedColumns: ["id"]
          },
        ]
      }
      fin_documentos: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          ajuste_notas: number
          anulado_en: string | null
          aplicado_referencia: number
          busqueda: string | null
          categoria_id: string | null
          contraparte_comuna: string | null
          contraparte_direccion: string | null
          contraparte_giro: string | null
          contraparte_nombre: string | null
          contraparte_rut: string | null
          creado_en: string
          creado_por: string | null
          descripcion: string | null
          direccion: string
          documento_referencia_id: string | null
          dte_actualizado_en: string | null
          dte_estado: string
          dte_track_id: string | null
          empresa_id: string
          estado: string
          exento: number
          fecha_emision: string
          fecha_vencimiento: string
          folio: number | null
          id: string
          iva: number
          monto_pagado: number
          neto: number
          origen: string
          referencias: Json
          saldo: number | null
          tercero_id: string
          tipo: string
          total: number | null
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          ajuste_notas?: number
          anulado_en?: string | null
          aplicado_referencia?: number
          busqueda?: never
          categoria_id?: string | null
          contraparte_comuna?: string | null
          contraparte_direccion?: string | null
          contraparte_giro?: string | null
          contraparte_nombre?: string | null
          contraparte_rut?: string | null
          creado_en?: string
          creado_por?: string | null
          descripcion?: string | null
          direccion: string
          documento_referencia_id?: string | null
          dte_actualizado_en?: string | null
          dte_estado?: string
          dte_track_id?: string | null
          empresa_id?: string
          estado?: string
          exento?: number
          fecha_emision?: string
          fecha_vencimiento?: string
          folio?: number | null
          id?: string
          iva?: number
          monto_pagado?: number
          neto?: number
          origen?: string
          referencias?: Json
          saldo?: never
          tercero_id: string
          tipo?: string
          total?: never
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          ajuste_notas?: number
          anulado_en?: string | null
          aplicado_referencia?: number
          busqueda?: never
          categoria_id?: string | null
          contraparte_comuna?: string | null
          contraparte_direccion?: string | null
          contraparte_giro?: string | null
          contraparte_nombre?: string | null
          contraparte_rut?: string | null
          creado_en?: string
          creado_por?: string | null
          descripcion?: string | null
          direccion?: string
          documento_referencia_id?: string | null
          dte_actualizado_en?: string | null
          dte_estado?: string
          dte_track_id?: string | null
          empresa_id?: string
          estado?: string
          exento?: number
          fecha_emision?: string
          fecha_vencimiento?: string
          folio?: number | null
          id?: string
          iva?: number
          monto_pagado?: number
          neto?: number
          origen?: string
          referencias?: Json
          saldo?: never
          tercero_id?: string
          tipo?: string
          total?: never
        }
        Relationships: [
          {
            foreignKeyName: "fin_documentos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "fin_documentos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_documentos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "fin_documentos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_documentos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_documentos_categoria_id_fkey"
            columns: ["categoria_id"]
            isOneToOne: false
            referencedRelation: "fin_categorias"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_documentos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "fin_documentos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_documentos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "fin_documentos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_documentos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_documentos_documento_referencia_id_fkey"
            columns: ["documento_referencia_id"]
            isOneToOne: false
            referencedRelation: "fin_documentos"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_documentos_documento_referencia_id_fkey"
            columns: ["documento_referencia_id"]
            isOneToOne: false
            referencedRelation: "fin_documentos_vista"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_documentos_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_documentos_tercero_id_fkey"
            columns: ["tercero_id"]
            isOneToOne: false
            referencedRelation: "terceros"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_documentos_tercero_id_fkey"
            columns: ["tercero_id"]
            isOneToOne: false
            referencedRelation: "terceros_rut_por_corregir"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_documentos_tipo_fkey"
            columns: ["tipo"]
            isOneToOne: false
            referencedRelation: "fin_tipos_documento"
            referencedColumns: ["clave"]
          },
        ]
      }
      fin_emisor: {
        Row: {
          actividad_economica: number | null
          actualizado_en: string
          actualizado_por: string | null
          ciudad: string | null
          comuna: string | null
          correo: string | null
          creado_en: string
          creado_por: string | null
          direccion: string | null
          empresa_id: string
          giro: string
          razon_social: string
          resolucion_fecha: string | null
          resolucion_numero: number | null
          rut: string
          telefono: string | null
        }
        Insert: {
          actividad_economica?: number | null
          actualizado_en?: string
          actualizado_por?: string | null
          ciudad?: string | null
          comuna?: string | null
          correo?: string | null
          creado_en?: string
          creado_por?: string | null
          direccion?: string | null
          empresa_id?: string
          giro: string
          razon_social: string
          resolucion_fecha?: string | null
          resolucion_numero?: number | null
          rut: string
          telefono?: string | null
        }
        Update: {
          actividad_economica?: number | null
          actualizado_en?: string
          actualizado_por?: string | null
          ciudad?: string | null
          comuna?: string | null
          correo?: string | null
          creado_en?: string
          creado_por?: string | null
          direccion?: string | null
          empresa_id?: string
          giro?: string
          razon_social?: string
          resolucion_fecha?: string | null
          resolucion_numero?: number | null
          rut?: string
          telefono?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "fin_emisor_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "fin_emisor_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_emisor_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "fin_emisor_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_emisor_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_emisor_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "fin_emisor_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_emisor_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "fin_emisor_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_emisor_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_emisor_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: true
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
        ]
      }
      fin_pago_aplicaciones: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          creado_en: string
          creado_por: string | null
          documento_id: string
          empresa_id: string
          id: string
          monto: number
          pago_id: string
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          documento_id: string
          empresa_id?: string
          id?: string
          monto: number
          pago_id: string
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          documento_id?: string
          empresa_id?: string
          id?: string
          monto?: number
          pago_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "fin_pago_aplicaciones_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "fin_pago_aplicaciones_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_pago_aplicaciones_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "fin_pago_aplicaciones_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_pago_aplicaciones_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_pago_aplicaciones_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "fin_pago_aplicaciones_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_pago_aplicaciones_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "fin_pago_aplicaciones_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_pago_aplicaciones_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_pago_aplicaciones_documento_id_fkey"
            columns: ["documento_id"]
            isOneToOne: false
            referencedRelation: "fin_documentos"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_pago_aplicaciones_documento_id_fkey"
            columns: ["documento_id"]
            isOneToOne: false
            referencedRelation: "fin_documentos_vista"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_pago_aplicaciones_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_pago_aplicaciones_pago_id_fkey"
            columns: ["pago_id"]
            isOneToOne: false
            referencedRelation: "fin_pagos"
            referencedColumns: ["id"]
          },
        ]
      }
      fin_pagos: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          busqueda: string | null
          creado_en: string
          creado_por: string | null
          direccion: string
          empresa_id: string
          fecha: string
          id: string
          medio: string
          monto: number
          monto_aplicado: number
          notas: string | null
          numero: number
          referencia: string | null
          tercero_id: string
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          busqueda?: never
          creado_en?: string
          creado_por?: string | null
          direccion: string
          empresa_id?: string
          fecha?: string
          id?: string
          medio?: string
          monto: number
          monto_aplicado?: number
          notas?: string | null
          numero?: number
          referencia?: string | null
          tercero_id: string
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          busqueda?: never
          creado_en?: string
          creado_por?: string | null
          direccion?: string
          empresa_id?: string
          fecha?: string
          id?: string
          medio?: string
          monto?: number
          monto_aplicado?: number
          notas?: string | null
          numero?: number
          referencia?: string | null
          tercero_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "fin_pagos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "fin_pagos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_pagos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "fin_pagos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_pagos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_pagos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "fin_pagos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_pagos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "fin_pagos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_pagos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_pagos_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_pagos_tercero_id_fkey"
            columns: ["tercero_id"]
            isOneToOne: false
            referencedRelation: "terceros"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_pagos_tercero_id_fkey"
            columns: ["tercero_id"]
            isOneToOne: false
            referencedRelation: "terceros_rut_por_corregir"
            referencedColumns: ["id"]
          },
        ]
      }
      fin_productos: {
        Row: {
          activo: boolean
          actualizado_en: string
          actualizado_por: string | null
          codigo: string | null
          creado_en: string
          creado_por: string | null
          descripcion: string | null
          empresa_id: string
          exento: boolean
          id: string
          nombre: string
          precio: number
          unidad: string
        }
        Insert: {
          activo?: boolean
          actualizado_en?: string
          actualizado_por?: string | null
          codigo?: string | null
          creado_en?: string
          creado_por?: string | null
          descripcion?: string | null
          empresa_id?: string
          exento?: boolean
          id?: string
          nombre: string
          precio?: number
          unidad?: string
        }
        Update: {
          activo?: boolean
          actualizado_en?: string
          actualizado_por?: string | null
          codigo?: string | null
          creado_en?: string
          creado_por?: string | null
          descripcion?: string | null
          empresa_id?: string
          exento?: boolean
          id?: string
          nombre?: string
          precio?: number
          unidad?: string
        }
        Relationships: [
          {
            foreignKeyName: "fin_productos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "fin_productos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_productos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "fin_productos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_productos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_productos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "fin_productos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_productos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "fin_productos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_productos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_productos_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
        ]
      }
      fin_tipos_documento: {
        Row: {
          clave: string
          codigo_sii: number
          con_saldo: boolean
          exento: boolean
          montos_brutos: boolean
          nombre: string
          nombre_sii: string
          orden: number
          requiere_rut: boolean
          signo_nota: number | null
        }
        Insert: {
          clave: string
          codigo_sii: number
          con_saldo: boolean
          exento: boolean
          montos_brutos: boolean
          nombre: string
          nombre_sii: string
          orden: number
          requiere_rut: boolean
          signo_nota?: number | null
        }
        Update: {
          clave?: string
          codigo_sii?: number
          con_saldo?: boolean
          exento?: boolean
          montos_brutos?: boolean
          nombre?: string
          nombre_sii?: string
          orden?: number
          requiere_rut?: boolean
          signo_nota?: number | null
        }
        Relationships: []
      }
      industrial_activos: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          categoria: string | null
          codigo: string
          creado_en: string
          creado_por: string | null
          criticidad: string
          empresa_id: string
          estado: string
          fabricante: string | null
          fecha_instalacion: string | null
          id: string
          modelo: string | null
          nivel: string
          nombre: string
          numero_serie: string | null
          padre_id: string | null
          ubicacion: string | null
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          categoria?: string | null
          codigo: string
          creado_en?: string
          creado_por?: string | null
          criticidad?: string
          empresa_id?: string
          estado?: string
          fabricante?: string | null
          fecha_instalacion?: string | null
          id?: string
          modelo?: string | null
          nivel?: string
          nombre: string
          numero_serie?: string | null
          padre_id?: string | null
          ubicacion?: string | null
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          categoria?: string | null
          codigo?: string
          creado_en?: string
          creado_por?: string | null
          criticidad?: string
          empresa_id?: string
          estado?: string
          fabricante?: string | null
          fecha_instalacion?: string | null
          id?: string
          modelo?: string | null
          nivel?: string
          nombre?: string
          numero_serie?: string | null
          padre_id?: string | null
          ubicacion?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "industrial_activos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "industrial_activos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "industrial_activos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "industrial_activos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "industrial_activos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "industrial_activos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "industrial_activos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "industrial_activos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "industrial_activos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "industrial_activos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "industrial_activos_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "industrial_activos_padre_id_fkey"
            columns: ["padre_id"]
            isOneToOne: false
            referencedRelation: "industrial_activos"
            referencedColumns: ["id"]
          },
        ]
      }
      industrial_movimientos: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          cantidad: number
          creado_en: string
          creado_por: string | null
          empresa_id: string
          id: string
          motivo: string
          orden_id: string | null
          repuesto_id: string
          stock_resultante: number | null
          tipo: string
          uso_id: string | null
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          cantidad: number
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          id?: string
          motivo: string
          orden_id?: string | null
          repuesto_id: string
          stock_resultante?: number | null
          tipo: string
          uso_id?: string | null
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          cantidad?: number
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          id?: string
          motivo?: string
          orden_id?: string | null
          repuesto_id?: string
          stock_resultante?: number | null
          tipo?: string
          uso_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "industrial_movimientos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "industrial_movimientos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "industrial_movimientos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "industrial_movimientos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "industrial_movimientos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "industrial_movimientos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "industrial_movimientos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "industrial_movimientos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "industrial_movimientos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "industrial_movimientos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "industrial_movimientos_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "industrial_movimientos_orden_id_fkey"
            columns: ["orden_id"]
            isOneToOne: false
            referencedRelation: "ops_ordenes"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "industrial_movimientos_repuesto_id_fkey"
            columns: ["repuesto_id"]
            isOneToOne: false
            referencedRelation: "industrial_repuestos"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "industrial_movimientos_uso_id_fkey"
            columns: ["uso_id"]
            isOneToOne: false
            referencedRelation: "ops_repuestos_usados"
            referencedColumns: ["id"]
          },
        ]
      }
      industrial_planes: {
        Row: {
          activo: boolean
          activo_id: string
          actualizado_en: string
          actualizado_por: string | null
          creado_en: string
          creado_por: string | null
          descripcion: string | null
          empresa_id: string
          fecha_inicio: string
          frecuencia_dias: number | null
          frecuencia_horas: number | null
          horas_ultima_ejecucion: number | null
          id: string
          nombre: string
          proxima_fecha: string | null
          ultima_ejecucion: string | null
        }
        Insert: {
          activo?: boolean
          activo_id: string
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          descripcion?: string | null
          empresa_id?: string
          fecha_inicio?: string
          frecuencia_dias?: number | null
          frecuencia_horas?: number | null
          horas_ultima_ejecucion?: number | null
          id?: string
          nombre: string
          proxima_fecha?: never
          ultima_ejecucion?: string | null
        }
        Update: {
          activo?: boolean
          activo_id?: string
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          descripcion?: string | null
          empresa_id?: string
          fecha_inicio?: string
          frecuencia_dias?: number | null
          frecuencia_horas?: number | null
          horas_ultima_ejecucion?: number | null
          id?: string
          nombre?: string
          proxima_fecha?: never
          ultima_ejecucion?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "industrial_planes_activo_id_fkey"
            columns: ["activo_id"]
            isOneToOne: false
            referencedRelation: "industrial_activos"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "industrial_planes_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "industrial_planes_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "industrial_planes_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "industrial_planes_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "industrial_planes_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "industrial_planes_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "industrial_planes_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "industrial_planes_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "industrial_planes_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "industrial_planes_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "industrial_planes_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
        ]
      }
      industrial_repuestos: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          costo_unitario: number
          creado_en: string
          creado_por: string | null
          empresa_id: string
          id: string
          nombre: string
          sku: string
          stock: number
          stock_minimo: number
          ubicacion_bodega: string | null
          unidad: string
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          costo_unitario?: number
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          id?: string
          nombre: string
          sku: string
          stock?: number
          stock_minimo?: number
          ubicacion_bodega?: string | null
          unidad?: string
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          costo_unitario?: number
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          id?: string
          nombre?: string
          sku?: string
          stock?: number
          stock_minimo?: number
          ubicacion_bodega?: string | null
          unidad?: string
        }
        Relationships: [
          {
            foreignKeyName: "industrial_repuestos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "industrial_repuestos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "industrial_repuestos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "industrial_repuestos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "industrial_repuestos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "industrial_repuestos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "industrial_repuestos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "industrial_repuestos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "industrial_repuestos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "industrial_repuestos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "industrial_repuestos_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
        ]
      }
      invitaciones: {
        Row: {
          correo: string
          creada_en: string
          empresa_id: string
          enviada_en: string
          envios: number
          estado: string
          id: string
          invitado_por: string | null
          nombre: string
          respondida_en: string | null
          rol_id: string
        }
        Insert: {
          correo: string
          creada_en?: string
          empresa_id: string
          enviada_en?: string
          envios?: number
          estado?: string
          id?: string
          invitado_por?: string | null
          nombre: string
          respondida_en?: string | null
          rol_id: string
        }
        Update: {
          correo?: string
          creada_en?: string
          empresa_id?: string
          enviada_en?: string
          envios?: number
          estado?: string
          id?: string
          invitado_por?: string | null
          nombre?: string
          respondida_en?: string | null
          rol_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "invitaciones_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "invitaciones_rol_id_fkey"
            columns: ["rol_id"]
            isOneToOne: false
            referencedRelation: "roles_sistema"
            referencedColumns: ["id"]
          },
        ]
      }
      marcas_asistencia: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          colaborador_id: string
          creado_en: string
          creado_por: string | null
          empresa_id: string
          entrada: string
          fecha: string
          id: string
          salida: string | null
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          colaborador_id: string
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          entrada?: string
          fecha?: string
          id?: string
          salida?: string | null
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          colaborador_id?: string
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          entrada?: string
          fecha?: string
          id?: string
          salida?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "marcas_asistencia_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "marcas_asistencia_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "marcas_asistencia_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "marcas_asistencia_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "marcas_asistencia_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "marcas_asistencia_colaborador_fkey"
            columns: ["empresa_id", "colaborador_id"]
            isOneToOne: false
            referencedRelation: "colaboradores"
            referencedColumns: ["empresa_id", "id"]
          },
          {
            foreignKeyName: "marcas_asistencia_colaborador_fkey"
            columns: ["empresa_id", "colaborador_id"]
            isOneToOne: false
            referencedRelation: "directorio_colaboradores"
            referencedColumns: ["empresa_id", "id"]
          },
          {
            foreignKeyName: "marcas_asistencia_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "marcas_asistencia_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "marcas_asistencia_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "marcas_asistencia_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "marcas_asistencia_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "marcas_asistencia_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
        ]
      }
      modulos_disponibles: {
        Row: {
          activo: boolean
          busqueda: string | null
          clave: string
          descripcion: string | null
          id: string
          nombre: string
        }
        Insert: {
          activo?: boolean
          busqueda?: never
          clave: string
          descripcion?: string | null
          id?: string
          nombre: string
        }
        Update: {
          activo?: boolean
          busqueda?: never
          clave?: string
          descripcion?: string | null
          id?: string
          nombre?: string
        }
        Relationships: []
      }
      modulos_por_plan: {
        Row: {
          activo: boolean
          created_at: string
          modulo_id: string
          plan_id: string
        }
        Insert: {
          activo?: boolean
          created_at?: string
          modulo_id: string
          plan_id: string
        }
        Update: {
          activo?: boolean
          created_at?: string
          modulo_id?: string
          plan_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "modulos_por_plan_modulo_id_fkey"
            columns: ["modulo_id"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["modulo_id"]
          },
          {
            foreignKeyName: "modulos_por_plan_modulo_id_fkey"
            columns: ["modulo_id"]
            isOneToOne: false
            referencedRelation: "modulos_disponibles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "modulos_por_plan_modulo_id_fkey"
            columns: ["modulo_id"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["modulo_id"]
          },
          {
            foreignKeyName: "modulos_por_plan_plan_id_fkey"
            columns: ["plan_id"]
            isOneToOne: false
            referencedRelation: "planes_disponibles"
            referencedColumns: ["id"]
          },
        ]
      }
      notificaciones: {
        Row: {
          creada_en: string
          empresa_id: string | null
          enlace: string | null
          id: string
          leida_en: string | null
          texto: string
          tipo: string
          titulo: string
          usuario_id: string
        }
        Insert: {
          creada_en?: string
          empresa_id?: string | null
          enlace?: string | null
          id?: string
          leida_en?: string | null
          texto?: string
          tipo: string
          titulo: string
          usuario_id: string
        }
        Update: {
          creada_en?: string
          empresa_id?: string | null
          enlace?: string | null
          id?: string
          leida_en?: string | null
          texto?: string
          tipo?: string
          titulo?: string
          usuario_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "notificaciones_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "notificaciones_tipo_fkey"
            columns: ["tipo"]
            isOneToOne: false
            referencedRelation: "tipos_notificacion"
            referencedColumns: ["clave"]
          },
          {
            foreignKeyName: "notificaciones_usuario_id_fkey"
            columns: ["usuario_id"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "notificaciones_usuario_id_fkey"
            columns: ["usuario_id"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "notificaciones_usuario_id_fkey"
            columns: ["usuario_id"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "notificaciones_usuario_id_fkey"
            columns: ["usuario_id"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "notificaciones_usuario_id_fkey"
            columns: ["usuario_id"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
        ]
      }
      ops_comentarios: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          creado_en: string
          creado_por: string | null
          editado_en: string | null
          empresa_id: string
          id: string
          menciones: string[]
          orden_id: string
          texto: string
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          editado_en?: string | null
          empresa_id?: string
          id?: string
          menciones?: string[]
          orden_id: string
          texto: string
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          editado_en?: string | null
          empresa_id?: string
          id?: string
          menciones?: string[]
          orden_id?: string
          texto?: string
        }
        Relationships: [
          {
            foreignKeyName: "ops_comentarios_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "ops_comentarios_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_comentarios_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "ops_comentarios_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_comentarios_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_comentarios_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "ops_comentarios_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_comentarios_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "ops_comentarios_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_comentarios_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_comentarios_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_comentarios_orden_id_fkey"
            columns: ["orden_id"]
            isOneToOne: false
            referencedRelation: "ops_ordenes"
            referencedColumns: ["id"]
          },
        ]
      }
      ops_horas: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          creado_en: string
          creado_por: string | null
          empresa_id: string
          fecha: string
          horas: number
          id: string
          nota: string | null
          orden_id: string
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          fecha?: string
          horas: number
          id?: string
          nota?: string | null
          orden_id: string
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          fecha?: string
          horas?: number
          id?: string
          nota?: string | null
          orden_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "ops_horas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "ops_horas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_horas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "ops_horas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_horas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_horas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "ops_horas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_horas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "ops_horas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_horas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_horas_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_horas_orden_id_fkey"
            columns: ["orden_id"]
            isOneToOne: false
            referencedRelation: "ops_ordenes"
            referencedColumns: ["id"]
          },
        ]
      }
      ops_ordenes: {
        Row: {
          activo_id: string | null
          actualizado_en: string
          actualizado_por: string | null
          busqueda: string | null
          cerrada_en: string | null
          codigo: string | null
          completada_en: string | null
          creado_en: string
          creado_por: string | null
          empresa_id: string
          equipo_texto: string | null
          estado: string
          falla_reportada: string
          fecha_programada: string | null
          id: string
          motivo_cancelacion: string | null
          numero: number
          plan_id: string | null
          plan_vencimiento: string | null
          prioridad: string
          prioridad_rango: number | null
          tecnico_id: string | null
          tercero_id: string | null
          tipo: string
        }
        Insert: {
          activo_id?: string | null
          actualizado_en?: string
          actualizado_por?: string | null
          busqueda?: never
          cerrada_en?: string | null
          codigo?: never
          completada_en?: string | null
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          equipo_texto?: string | null
          estado?: string
          falla_reportada: string
          fecha_programada?: string | null
          id?: string
          motivo_cancelacion?: string | null
          numero?: number
          plan_id?: string | null
          plan_vencimiento?: string | null
          prioridad?: string
          prioridad_rango?: never
          tecnico_id?: string | null
          tercero_id?: string | null
          tipo?: string
        }
        Update: {
          activo_id?: string | null
          actualizado_en?: string
          actualizado_por?: string | null
          busqueda?: never
          cerrada_en?: string | null
          codigo?: never
          completada_en?: string | null
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          equipo_texto?: string | null
          estado?: string
          falla_reportada?: string
          fecha_programada?: string | null
          id?: string
          motivo_cancelacion?: string | null
          numero?: number
          plan_id?: string | null
          plan_vencimiento?: string | null
          prioridad?: string
          prioridad_rango?: never
          tecnico_id?: string | null
          tercero_id?: string | null
          tipo?: string
        }
        Relationships: [
          {
            foreignKeyName: "ops_ordenes_activo_id_fkey"
            columns: ["activo_id"]
            isOneToOne: false
            referencedRelation: "industrial_activos"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_ordenes_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "ops_ordenes_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_ordenes_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "ops_ordenes_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_ordenes_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_ordenes_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "ops_ordenes_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_ordenes_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "ops_ordenes_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_ordenes_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_ordenes_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_ordenes_plan_id_fkey"
            columns: ["plan_id"]
            isOneToOne: false
            referencedRelation: "industrial_planes"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_ordenes_plan_id_fkey"
            columns: ["plan_id"]
            isOneToOne: false
            referencedRelation: "industrial_planes_horas"
            referencedColumns: ["plan_id"]
          },
          {
            foreignKeyName: "ops_ordenes_tecnico_id_fkey"
            columns: ["tecnico_id"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "ops_ordenes_tecnico_id_fkey"
            columns: ["tecnico_id"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_ordenes_tecnico_id_fkey"
            columns: ["tecnico_id"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "ops_ordenes_tecnico_id_fkey"
            columns: ["tecnico_id"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_ordenes_tecnico_id_fkey"
            columns: ["tecnico_id"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_ordenes_tercero_id_fkey"
            columns: ["tercero_id"]
            isOneToOne: false
            referencedRelation: "terceros"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_ordenes_tercero_id_fkey"
            columns: ["tercero_id"]
            isOneToOne: false
            referencedRelation: "terceros_rut_por_corregir"
            referencedColumns: ["id"]
          },
        ]
      }
      ops_repuestos_usados: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          cantidad: number
          creado_en: string
          creado_por: string | null
          descripcion: string | null
          empresa_id: string
          id: string
          orden_id: string
          repuesto_id: string | null
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          cantidad: number
          creado_en?: string
          creado_por?: string | null
          descripcion?: string | null
          empresa_id?: string
          id?: string
          orden_id: string
          repuesto_id?: string | null
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          cantidad?: number
          creado_en?: string
          creado_por?: string | null
          descripcion?: string | null
          empresa_id?: string
          id?: string
          orden_id?: string
          repuesto_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "ops_repuestos_usados_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "ops_repuestos_usados_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_repuestos_usados_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "ops_repuestos_usados_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_repuestos_usados_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_repuestos_usados_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "ops_repuestos_usados_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_repuestos_usados_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "ops_repuestos_usados_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_repuestos_usados_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_repuestos_usados_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_repuestos_usados_orden_id_fkey"
            columns: ["orden_id"]
            isOneToOne: false
            referencedRelation: "ops_ordenes"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_repuestos_usados_repuesto_id_fkey"
            columns: ["repuesto_id"]
            isOneToOne: false
            referencedRelation: "industrial_repuestos"
            referencedColumns: ["id"]
          },
        ]
      }
      ops_seguidores: {
        Row: {
          creado_en: string
          empresa_id: string
          orden_id: string
          usuario_id: string
        }
        Insert: {
          creado_en?: string
          empresa_id: string
          orden_id: string
          usuario_id?: string
        }
        Update: {
          creado_en?: string
          empresa_id?: string
          orden_id?: string
          usuario_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "ops_seguidores_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_seguidores_orden_id_fkey"
            columns: ["orden_id"]
            isOneToOne: false
            referencedRelation: "ops_ordenes"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_seguidores_usuario_id_fkey"
            columns: ["usuario_id"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "ops_seguidores_usuario_id_fkey"
            columns: ["usuario_id"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_seguidores_usuario_id_fkey"
            columns: ["usuario_id"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "ops_seguidores_usuario_id_fkey"
            columns: ["usuario_id"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_seguidores_usuario_id_fkey"
            columns: ["usuario_id"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
        ]
      }
      ops_tareas: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          creado_en: string
          creado_por: string | null
          descripcion: string
          empresa_id: string
          hecha: boolean
          id: string
          orden_id: string
          posicion: number
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          descripcion: string
          empresa_id?: string
          hecha?: boolean
          id?: string
          orden_id: string
          posicion?: number
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          descripcion?: string
          empresa_id?: string
          hecha?: boolean
          id?: string
          orden_id?: string
          posicion?: number
        }
        Relationships: [
          {
            foreignKeyName: "ops_tareas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "ops_tareas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_tareas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "ops_tareas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_tareas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_tareas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "ops_tareas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_tareas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "ops_tareas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_tareas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_tareas_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_tareas_orden_id_fkey"
            columns: ["orden_id"]
            isOneToOne: false
            referencedRelation: "ops_ordenes"
            referencedColumns: ["id"]
          },
        ]
      }
      ops_transiciones: {
        Row: {
          desde: string | null
          empresa_id: string
          hacia: string
          id: number
          orden_id: string
          realizado_en: string
          realizado_por: string | null
        }
        Insert: {
          desde?: string | null
          empresa_id: string
          hacia: string
          id?: never
          orden_id: string
          realizado_en?: string
          realizado_por?: string | null
        }
        Update: {
          desde?: string | null
          empresa_id?: string
          hacia?: string
          id?: never
          orden_id?: string
          realizado_en?: string
          realizado_por?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "ops_transiciones_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_transiciones_orden_id_fkey"
            columns: ["orden_id"]
            isOneToOne: false
            referencedRelation: "ops_ordenes"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_transiciones_realizado_por_fkey"
            columns: ["realizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "ops_transiciones_realizado_por_fkey"
            columns: ["realizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_transiciones_realizado_por_fkey"
            columns: ["realizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "ops_transiciones_realizado_por_fkey"
            columns: ["realizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ops_transiciones_realizado_por_fkey"
            columns: ["realizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
        ]
      }
      planes_disponibles: {
        Row: {
          activo: boolean
          clave: string
          descripcion: string | null
          id: string
          nivel: number
          nombre: string
        }
        Insert: {
          activo?: boolean
          clave: string
          descripcion?: string | null
          id?: string
          nivel?: number
          nombre: string
        }
        Update: {
          activo?: boolean
          clave?: string
          descripcion?: string | null
          id?: string
          nivel?: number
          nombre?: string
        }
        Relationships: []
      }
      planes_empresa: {
        Row: {
          activo: boolean
          created_at: string
          empresa_id: string
          fecha_inicio: string
          id: string
          plan_id: string
        }
        Insert: {
          activo?: boolean
          created_at?: string
          empresa_id: string
          fecha_inicio?: string
          id?: string
          plan_id: string
        }
        Update: {
          activo?: boolean
          created_at?: string
          empresa_id?: string
          fecha_inicio?: string
          id?: string
          plan_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "planes_empresa_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "planes_empresa_plan_id_fkey"
            columns: ["plan_id"]
            isOneToOne: false
            referencedRelation: "planes_disponibles"
            referencedColumns: ["id"]
          },
        ]
      }
      predictive_alertas: {
        Row: {
          activo_id: string | null
          actualizado_en: string
          actualizado_por: string | null
          banda_alta: number
          banda_baja: number
          creado_en: string
          creado_por: string | null
          decidida_en: string | null
          decidida_por: string | null
          desde: string | null
          empresa_id: string
          estadistico: number
          estado: string
          id: string
          lectura_id: string
          medido_en: string | null
          regla: string
          valor: number | null
          variable: string | null
        }
        Insert: {
          activo_id?: string | null
          actualizado_en?: string
          actualizado_por?: string | null
          banda_alta: number
          banda_baja: number
          creado_en?: string
          creado_por?: string | null
          decidida_en?: string | null
          decidida_por?: string | null
          desde?: string | null
          empresa_id?: string
          estadistico: number
          estado?: string
          id?: string
          lectura_id: string
          medido_en?: string | null
          regla: string
          valor?: number | null
          variable?: string | null
        }
        Update: {
          activo_id?: string | null
          actualizado_en?: string
          actualizado_por?: string | null
          banda_alta?: number
          banda_baja?: number
          creado_en?: string
          creado_por?: string | null
          decidida_en?: string | null
          decidida_por?: string | null
          desde?: string | null
          empresa_id?: string
          estadistico?: number
          estado?: string
          id?: string
          lectura_id?: string
          medido_en?: string | null
          regla?: string
          valor?: number | null
          variable?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "predictive_alertas_activo_id_fkey"
            columns: ["activo_id"]
            isOneToOne: false
            referencedRelation: "industrial_activos"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "predictive_alertas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "predictive_alertas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "predictive_alertas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "predictive_alertas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "predictive_alertas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "predictive_alertas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "predictive_alertas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "predictive_alertas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "predictive_alertas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "predictive_alertas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "predictive_alertas_decidida_por_fkey"
            columns: ["decidida_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "predictive_alertas_decidida_por_fkey"
            columns: ["decidida_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "predictive_alertas_decidida_por_fkey"
            columns: ["decidida_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "predictive_alertas_decidida_por_fkey"
            columns: ["decidida_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "predictive_alertas_decidida_por_fkey"
            columns: ["decidida_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "predictive_alertas_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "predictive_alertas_lectura_id_fkey"
            columns: ["lectura_id"]
            isOneToOne: false
            referencedRelation: "predictive_lecturas"
            referencedColumns: ["id"]
          },
        ]
      }
      predictive_lecturas: {
        Row: {
          activo_id: string
          actualizado_en: string
          actualizado_por: string | null
          creado_en: string
          creado_por: string | null
          empresa_id: string
          id: string
          llave_id: string | null
          medido_en: string
          origen: string
          unidad: string
          valor: number
          variable: string
        }
        Insert: {
          activo_id: string
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          id?: string
          llave_id?: string | null
          medido_en: string
          origen?: string
          unidad: string
          valor: number
          variable: string
        }
        Update: {
          activo_id?: string
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          id?: string
          llave_id?: string | null
          medido_en?: string
          origen?: string
          unidad?: string
          valor?: number
          variable?: string
        }
        Relationships: [
          {
            foreignKeyName: "predictive_lecturas_activo_id_fkey"
            columns: ["activo_id"]
            isOneToOne: false
            referencedRelation: "industrial_activos"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "predictive_lecturas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "predictive_lecturas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "predictive_lecturas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "predictive_lecturas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "predictive_lecturas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "predictive_lecturas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "predictive_lecturas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "predictive_lecturas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "predictive_lecturas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "predictive_lecturas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "predictive_lecturas_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "predictive_lecturas_llave_id_fkey"
            columns: ["llave_id"]
            isOneToOne: false
            referencedRelation: "predictive_llaves"
            referencedColumns: ["id"]
          },
        ]
      }
      predictive_llaves: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          creado_en: string
          creado_por: string | null
          empresa_id: string
          hash: string
          id: string
          nombre: string
          prefijo: string
          revocada_en: string | null
          ultimo_uso: string | null
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          hash: string
          id?: string
          nombre: string
          prefijo: string
          revocada_en?: string | null
          ultimo_uso?: string | null
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          hash?: string
          id?: string
          nombre?: string
          prefijo?: string
          revocada_en?: string | null
          ultimo_uso?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "predictive_llaves_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "predictive_llaves_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "predictive_llaves_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "predictive_llaves_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "predictive_llaves_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "predictive_llaves_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "predictive_llaves_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "predictive_llaves_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "predictive_llaves_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "predictive_llaves_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "predictive_llaves_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
        ]
      }
      predictive_revisiones: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          alertas_nuevas: number
          creado_en: string
          creado_por: string | null
          empresa_id: string
          id: string
          lecturas: number
          origen: string
          revisado_en: string
          series: number
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          alertas_nuevas?: number
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          id?: string
          lecturas?: number
          origen: string
          revisado_en?: string
          series?: number
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          alertas_nuevas?: number
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          id?: string
          lecturas?: number
          origen?: string
          revisado_en?: string
          series?: number
        }
        Relationships: [
          {
            foreignKeyName: "predictive_revisiones_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "predictive_revisiones_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "predictive_revisiones_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "predictive_revisiones_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "predictive_revisiones_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "predictive_revisiones_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "predictive_revisiones_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "predictive_revisiones_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "predictive_revisiones_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "predictive_revisiones_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "predictive_revisiones_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: true
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
        ]
      }
      preferencias_notificacion: {
        Row: {
          actualizado_en: string
          canal: string
          tipo: string
          usuario_id: string
        }
        Insert: {
          actualizado_en?: string
          canal: string
          tipo: string
          usuario_id?: string
        }
        Update: {
          actualizado_en?: string
          canal?: string
          tipo?: string
          usuario_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "preferencias_notificacion_tipo_fkey"
            columns: ["tipo"]
            isOneToOne: false
            referencedRelation: "tipos_notificacion"
            referencedColumns: ["clave"]
          },
          {
            foreignKeyName: "preferencias_notificacion_usuario_id_fkey"
            columns: ["usuario_id"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "preferencias_notificacion_usuario_id_fkey"
            columns: ["usuario_id"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "preferencias_notificacion_usuario_id_fkey"
            columns: ["usuario_id"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "preferencias_notificacion_usuario_id_fkey"
            columns: ["usuario_id"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "preferencias_notificacion_usuario_id_fkey"
            columns: ["usuario_id"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
        ]
      }
      proy_dependencias: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          creado_en: string
          creado_por: string | null
          depende_de_id: string
          empresa_id: string
          id: string
          proyecto_id: string
          tarea_id: string
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          depende_de_id: string
          empresa_id?: string
          id?: string
          proyecto_id?: string
          tarea_id: string
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          depende_de_id?: string
          empresa_id?: string
          id?: string
          proyecto_id?: string
          tarea_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "proy_dependencias_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "proy_dependencias_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proy_dependencias_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "proy_dependencias_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proy_dependencias_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proy_dependencias_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "proy_dependencias_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proy_dependencias_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "proy_dependencias_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proy_dependencias_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proy_dependencias_depende_de_id_fkey"
            columns: ["depende_de_id"]
            isOneToOne: false
            referencedRelation: "proy_tareas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proy_dependencias_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proy_dependencias_proyecto_id_fkey"
            columns: ["proyecto_id"]
            isOneToOne: false
            referencedRelation: "proy_avance"
            referencedColumns: ["proyecto_id"]
          },
          {
            foreignKeyName: "proy_dependencias_proyecto_id_fkey"
            columns: ["proyecto_id"]
            isOneToOne: false
            referencedRelation: "proy_proyectos"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proy_dependencias_tarea_id_fkey"
            columns: ["tarea_id"]
            isOneToOne: false
            referencedRelation: "proy_tareas"
            referencedColumns: ["id"]
          },
        ]
      }
      proy_horas: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          creado_en: string
          creado_por: string | null
          empresa_id: string
          fecha: string
          horas: number
          id: string
          nota: string | null
          proyecto_id: string
          tarea_id: string
          usuario_id: string
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          fecha?: string
          horas: number
          id?: string
          nota?: string | null
          proyecto_id?: string
          tarea_id: string
          usuario_id?: string
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          fecha?: string
          horas?: number
          id?: string
          nota?: string | null
          proyecto_id?: string
          tarea_id?: string
          usuario_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "proy_horas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "proy_horas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proy_horas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "proy_horas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proy_horas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proy_horas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "proy_horas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proy_horas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "proy_horas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proy_horas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proy_horas_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proy_horas_proyecto_id_fkey"
            columns: ["proyecto_id"]
            isOneToOne: false
            referencedRelation: "proy_avance"
            referencedColumns: ["proyecto_id"]
          },
          {
            foreignKeyName: "proy_horas_proyecto_id_fkey"
            columns: ["proyecto_id"]
            isOneToOne: false
            referencedRelation: "proy_proyectos"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proy_horas_tarea_id_fkey"
            columns: ["tarea_id"]
            isOneToOne: false
            referencedRelation: "proy_tareas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proy_horas_usuario_id_fkey"
            columns: ["usuario_id"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "proy_horas_usuario_id_fkey"
            columns: ["usuario_id"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proy_horas_usuario_id_fkey"
            columns: ["usuario_id"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "proy_horas_usuario_id_fkey"
            columns: ["usuario_id"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proy_horas_usuario_id_fkey"
            columns: ["usuario_id"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
        ]
      }
      proy_proyectos: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          cliente_nombre: string | null
          creado_en: string
          creado_por: string | null
          descripcion: string | null
          empresa_id: string
          estado: string
          fecha_fin: string | null
          fecha_inicio: string
          gerente_id: string | null
          id: string
          nombre: string
          presupuesto: number
          tercero_id: string | null
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          cliente_nombre?: string | null
          creado_en?: string
          creado_por?: string | null
          descripcion?: string | null
          empresa_id?: string
          estado?: string
          fecha_fin?: string | null
          fecha_inicio?: string
          gerente_id?: string | null
          id?: string
          nombre: string
          presupuesto?: number
          tercero_id?: string | null
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          cliente_nombre?: string | null
          creado_en?: string
          creado_por?: string | null
          descripcion?: string | null
          empresa_id?: string
          estado?: string
          fecha_fin?: string | null
          fecha_inicio?: string
          gerente_id?: string | null
          id?: string
          nombre?: string
          presupuesto?: number
          tercero_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "proy_proyectos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "proy_proyectos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proy_proyectos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "proy_proyectos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proy_proyectos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proy_proyectos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "proy_proyectos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proy_proyectos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "proy_proyectos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proy_proyectos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proy_proyectos_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proy_proyectos_gerente_id_fkey"
            columns: ["gerente_id"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "proy_proyectos_gerente_id_fkey"
            columns: ["gerente_id"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proy_proyectos_gerente_id_fkey"
            columns: ["gerente_id"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "proy_proyectos_gerente_id_fkey"
            columns: ["gerente_id"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proy_proyectos_gerente_id_fkey"
            columns: ["gerente_id"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proy_proyectos_tercero_id_fkey"
            columns: ["tercero_id"]
            isOneToOne: false
            referencedRelation: "terceros"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proy_proyectos_tercero_id_fkey"
            columns: ["tercero_id"]
            isOneToOne: false
            referencedRelation: "terceros_rut_por_corregir"
            referencedColumns: ["id"]
          },
        ]
      }
      proy_tareas: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          creado_en: string
          creado_por: string | null
          descripcion: string | null
          empresa_id: string
          estado: string
          estimacion_horas: number
          fecha_inicio: string | null
          fecha_vencimiento: string | null
          id: string
          orden_id: string | null
          posicion: number
          proyecto_id: string
          responsable_id: string | null
          terminada_en: string | null
          titulo: string
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          descripcion?: string | null
          empresa_id?: string
          estado?: string
          estimacion_horas?: number
          fecha_inicio?: string | null
          fecha_vencimiento?: string | null
          id?: string
          orden_id?: string | null
          posicion?: number
          proyecto_id: string
          responsable_id?: string | null
          terminada_en?: string | null
          titulo: string
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          descripcion?: string | null
          empresa_id?: string
          estado?: string
          estimacion_horas?: number
          fecha_inicio?: string | null
          fecha_vencimiento?: string | null
          id?: string
          orden_id?: string | null
          posicion?: number
          proyecto_id?: string
          responsable_id?: string | null
          terminada_en?: string | null
          titulo?: string
        }
        Relationships: [
          {
            foreignKeyName: "proy_tareas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "proy_tareas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proy_tareas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "proy_tareas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proy_tareas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proy_tareas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "proy_tareas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proy_tareas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "proy_tareas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proy_tareas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proy_tareas_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proy_tareas_orden_id_fkey"
            columns: ["orden_id"]
            isOneToOne: false
            referencedRelation: "ops_ordenes"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proy_tareas_proyecto_id_fkey"
            columns: ["proyecto_id"]
            isOneToOne: false
            referencedRelation: "proy_avance"
            referencedColumns: ["proyecto_id"]
          },
          {
            foreignKeyName: "proy_tareas_proyecto_id_fkey"
            columns: ["proyecto_id"]
            isOneToOne: false
            referencedRelation: "proy_proyectos"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proy_tareas_responsable_id_fkey"
            columns: ["responsable_id"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "proy_tareas_responsable_id_fkey"
            columns: ["responsable_id"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proy_tareas_responsable_id_fkey"
            columns: ["responsable_id"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "proy_tareas_responsable_id_fkey"
            columns: ["responsable_id"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proy_tareas_responsable_id_fkey"
            columns: ["responsable_id"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
        ]
      }
      roles_sistema: {
        Row: {
          clave: string
          descripcion: string | null
          id: string
          nombre: string
        }
        Insert: {
          clave: string
          descripcion?: string | null
          id: string
          nombre: string
        }
        Update: {
          clave?: string
          descripcion?: string | null
          id?: string
          nombre?: string
        }
        Relationships: []
      }
      skills_ajustes: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          creado_en: string
          creado_por: string | null
          empresa_id: string
          id: string
          modo_ops: string
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          id?: string
          modo_ops?: string
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          id?: string
          modo_ops?: string
        }
        Relationships: [
          {
            foreignKeyName: "skills_ajustes_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_ajustes_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_ajustes_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_ajustes_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_ajustes_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_ajustes_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_ajustes_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_ajustes_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_ajustes_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_ajustes_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_ajustes_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: true
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
        ]
      }
      skills_asistencias: {
        Row: {
          empresa_id: string
          id: string
          inscripcion_id: string
          presente: boolean
          registrado_en: string
          registrado_por: string | null
          sesion_id: string
        }
        Insert: {
          empresa_id: string
          id?: string
          inscripcion_id: string
          presente: boolean
          registrado_en?: string
          registrado_por?: string | null
          sesion_id: string
        }
        Update: {
          empresa_id?: string
          id?: string
          inscripcion_id?: string
          presente?: boolean
          registrado_en?: string
          registrado_por?: string | null
          sesion_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "skills_asistencias_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_asistencias_empresa_id_inscripcion_id_fkey"
            columns: ["empresa_id", "inscripcion_id"]
            isOneToOne: false
            referencedRelation: "skills_inscripciones"
            referencedColumns: ["empresa_id", "id"]
          },
          {
            foreignKeyName: "skills_asistencias_empresa_id_sesion_id_fkey"
            columns: ["empresa_id", "sesion_id"]
            isOneToOne: false
            referencedRelation: "skills_sesiones"
            referencedColumns: ["empresa_id", "id"]
          },
          {
            foreignKeyName: "skills_asistencias_registrado_por_fkey"
            columns: ["registrado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_asistencias_registrado_por_fkey"
            columns: ["registrado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_asistencias_registrado_por_fkey"
            columns: ["registrado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_asistencias_registrado_por_fkey"
            columns: ["registrado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_asistencias_registrado_por_fkey"
            columns: ["registrado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
        ]
      }
      skills_cargo_certificaciones: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          cargo: string
          creado_en: string
          creado_por: string | null
          empresa_id: string
          id: string
          tipo_id: string
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          cargo: string
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          id?: string
          tipo_id: string
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          cargo?: string
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          id?: string
          tipo_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "skills_cargo_certificaciones_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_cargo_certificaciones_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_cargo_certificaciones_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_cargo_certificaciones_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_cargo_certificaciones_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_cargo_certificaciones_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_cargo_certificaciones_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_cargo_certificaciones_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_cargo_certificaciones_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_cargo_certificaciones_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_cargo_certificaciones_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_cargo_certificaciones_empresa_id_tipo_id_fkey"
            columns: ["empresa_id", "tipo_id"]
            isOneToOne: false
            referencedRelation: "skills_tipos_certificacion"
            referencedColumns: ["empresa_id", "id"]
          },
        ]
      }
      skills_certificaciones: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          colaborador_id: string
          creado_en: string
          creado_por: string | null
          empresa_id: string
          fecha_obtencion: string
          folio: string
          id: string
          notas: string
          tipo_id: string
          vence_el: string | null
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          colaborador_id: string
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          fecha_obtencion: string
          folio?: string
          id?: string
          notas?: string
          tipo_id: string
          vence_el?: string | null
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          colaborador_id?: string
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          fecha_obtencion?: string
          folio?: string
          id?: string
          notas?: string
          tipo_id?: string
          vence_el?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "skills_certificaciones_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_certificaciones_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_certificaciones_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_certificaciones_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_certificaciones_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_certificaciones_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_certificaciones_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_certificaciones_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_certificaciones_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_certificaciones_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_certificaciones_empresa_id_colaborador_id_fkey"
            columns: ["empresa_id", "colaborador_id"]
            isOneToOne: false
            referencedRelation: "colaboradores"
            referencedColumns: ["empresa_id", "id"]
          },
          {
            foreignKeyName: "skills_certificaciones_empresa_id_colaborador_id_fkey"
            columns: ["empresa_id", "colaborador_id"]
            isOneToOne: false
            referencedRelation: "directorio_colaboradores"
            referencedColumns: ["empresa_id", "id"]
          },
          {
            foreignKeyName: "skills_certificaciones_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_certificaciones_empresa_id_tipo_id_fkey"
            columns: ["empresa_id", "tipo_id"]
            isOneToOne: false
            referencedRelation: "skills_tipos_certificacion"
            referencedColumns: ["empresa_id", "id"]
          },
        ]
      }
      skills_certificados: {
        Row: {
          codigo: string
          colaborador_id: string
          colaborador_nombre: string
          competencia_nombre: string | null
          creado_en: string
          curso_id: string
          curso_nombre: string
          empresa_id: string
          empresa_nombre: string
          fecha: string
          horas: number
          id: string
          inscripcion_id: string
          nivel_otorgado: number | null
        }
        Insert: {
          codigo: string
          colaborador_id: string
          colaborador_nombre: string
          competencia_nombre?: string | null
          creado_en?: string
          curso_id: string
          curso_nombre: string
          empresa_id: string
          empresa_nombre: string
          fecha: string
          horas: number
          id?: string
          inscripcion_id: string
          nivel_otorgado?: number | null
        }
        Update: {
          codigo?: string
          colaborador_id?: string
          colaborador_nombre?: string
          competencia_nombre?: string | null
          creado_en?: string
          curso_id?: string
          curso_nombre?: string
          empresa_id?: string
          empresa_nombre?: string
          fecha?: string
          horas?: number
          id?: string
          inscripcion_id?: string
          nivel_otorgado?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "skills_certificados_empresa_id_colaborador_id_fkey"
            columns: ["empresa_id", "colaborador_id"]
            isOneToOne: false
            referencedRelation: "colaboradores"
            referencedColumns: ["empresa_id", "id"]
          },
          {
            foreignKeyName: "skills_certificados_empresa_id_colaborador_id_fkey"
            columns: ["empresa_id", "colaborador_id"]
            isOneToOne: false
            referencedRelation: "directorio_colaboradores"
            referencedColumns: ["empresa_id", "id"]
          },
          {
            foreignKeyName: "skills_certificados_empresa_id_curso_id_fkey"
            columns: ["empresa_id", "curso_id"]
            isOneToOne: false
            referencedRelation: "skills_cursos"
            referencedColumns: ["empresa_id", "id"]
          },
          {
            foreignKeyName: "skills_certificados_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_certificados_empresa_id_inscripcion_id_fkey"
            columns: ["empresa_id", "inscripcion_id"]
            isOneToOne: false
            referencedRelation: "skills_inscripciones"
            referencedColumns: ["empresa_id", "id"]
          },
        ]
      }
      skills_competencias: {
        Row: {
          activa: boolean
          actualizado_en: string
          actualizado_por: string | null
          creado_en: string
          creado_por: string | null
          descripcion: string
          empresa_id: string
          grupo: string
          id: string
          nivel_1: string
          nivel_2: string
          nivel_3: string
          nivel_4: string
          nombre: string
        }
        Insert: {
          activa?: boolean
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          descripcion?: string
          empresa_id?: string
          grupo: string
          id?: string
          nivel_1?: string
          nivel_2?: string
          nivel_3?: string
          nivel_4?: string
          nombre: string
        }
        Update: {
          activa?: boolean
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          descripcion?: string
          empresa_id?: string
          grupo?: string
          id?: string
          nivel_1?: string
          nivel_2?: string
          nivel_3?: string
          nivel_4?: string
          nombre?: string
        }
        Relationships: [
          {
            foreignKeyName: "skills_competencias_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_competencias_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_competencias_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_competencias_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_competencias_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_competencias_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_competencias_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_competencias_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_competencias_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_competencias_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_competencias_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
        ]
      }
      skills_cursos: {
        Row: {
          activo: boolean
          actualizado_en: string
          actualizado_por: string | null
          anio: number
          competencia_id: string | null
          creado_en: string
          creado_por: string | null
          descripcion: string
          empresa_id: string
          es_induccion: boolean
          gasto: number
          horas: number
          id: string
          max_intentos: number
          modalidad: string
          nivel_otorgado: number | null
          nombre: string
          nota_aprobacion: number
          presupuesto: number
        }
        Insert: {
          activo?: boolean
          actualizado_en?: string
          actualizado_por?: string | null
          anio?: number
          competencia_id?: string | null
          creado_en?: string
          creado_por?: string | null
          descripcion?: string
          empresa_id?: string
          es_induccion?: boolean
          gasto?: number
          horas: number
          id?: string
          max_intentos?: number
          modalidad: string
          nivel_otorgado?: number | null
          nombre: string
          nota_aprobacion?: number
          presupuesto?: number
        }
        Update: {
          activo?: boolean
          actualizado_en?: string
          actualizado_por?: string | null
          anio?: number
          competencia_id?: string | null
          creado_en?: string
          creado_por?: string | null
          descripcion?: string
          empresa_id?: string
          es_induccion?: boolean
          gasto?: number
          horas?: number
          id?: string
          max_intentos?: number
          modalidad?: string
          nivel_otorgado?: number | null
          nombre?: string
          nota_aprobacion?: number
          presupuesto?: number
        }
        Relationships: [
          {
            foreignKeyName: "skills_cursos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_cursos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_cursos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_cursos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_cursos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_cursos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_cursos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_cursos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_cursos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_cursos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_cursos_empresa_id_competencia_id_fkey"
            columns: ["empresa_id", "competencia_id"]
            isOneToOne: false
            referencedRelation: "skills_competencias"
            referencedColumns: ["empresa_id", "id"]
          },
          {
            foreignKeyName: "skills_cursos_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
        ]
      }
      skills_cursos_cargos: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          cargo: string
          creado_en: string
          creado_por: string | null
          curso_id: string
          empresa_id: string
          id: string
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          cargo: string
          creado_en?: string
          creado_por?: string | null
          curso_id: string
          empresa_id?: string
          id?: string
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          cargo?: string
          creado_en?: string
          creado_por?: string | null
          curso_id?: string
          empresa_id?: string
          id?: string
        }
        Relationships: [
          {
            foreignKeyName: "skills_cursos_cargos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_cursos_cargos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_cursos_cargos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_cursos_cargos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_cursos_cargos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_cursos_cargos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_cursos_cargos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_cursos_cargos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_cursos_cargos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_cursos_cargos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_cursos_cargos_empresa_id_curso_id_fkey"
            columns: ["empresa_id", "curso_id"]
            isOneToOne: false
            referencedRelation: "skills_cursos"
            referencedColumns: ["empresa_id", "id"]
          },
          {
            foreignKeyName: "skills_cursos_cargos_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
        ]
      }
      skills_evaluaciones: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          colaborador_id: string
          competencia_id: string
          creado_en: string
          creado_por: string | null
          empresa_id: string
          evaluador_id: string | null
          evidencia: string
          fecha: string
          id: string
          nivel: number
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          colaborador_id: string
          competencia_id: string
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          evaluador_id?: string | null
          evidencia?: string
          fecha?: string
          id?: string
          nivel: number
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          colaborador_id?: string
          competencia_id?: string
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          evaluador_id?: string | null
          evidencia?: string
          fecha?: string
          id?: string
          nivel?: number
        }
        Relationships: [
          {
            foreignKeyName: "skills_evaluaciones_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_evaluaciones_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_evaluaciones_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_evaluaciones_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_evaluaciones_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_evaluaciones_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_evaluaciones_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_evaluaciones_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_evaluaciones_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_evaluaciones_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_evaluaciones_empresa_id_colaborador_id_fkey"
            columns: ["empresa_id", "colaborador_id"]
            isOneToOne: false
            referencedRelation: "colaboradores"
            referencedColumns: ["empresa_id", "id"]
          },
          {
            foreignKeyName: "skills_evaluaciones_empresa_id_colaborador_id_fkey"
            columns: ["empresa_id", "colaborador_id"]
            isOneToOne: false
            referencedRelation: "directorio_colaboradores"
            referencedColumns: ["empresa_id", "id"]
          },
          {
            foreignKeyName: "skills_evaluaciones_empresa_id_competencia_id_fkey"
            columns: ["empresa_id", "competencia_id"]
            isOneToOne: false
            referencedRelation: "skills_competencias"
            referencedColumns: ["empresa_id", "id"]
          },
          {
            foreignKeyName: "skills_evaluaciones_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_evaluaciones_evaluador_id_fkey"
            columns: ["evaluador_id"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_evaluaciones_evaluador_id_fkey"
            columns: ["evaluador_id"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_evaluaciones_evaluador_id_fkey"
            columns: ["evaluador_id"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_evaluaciones_evaluador_id_fkey"
            columns: ["evaluador_id"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_evaluaciones_evaluador_id_fkey"
            columns: ["evaluador_id"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
        ]
      }
      skills_inscripciones: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          colaborador_id: string
          completado_en: string | null
          creado_en: string
          creado_por: string | null
          curso_id: string
          empresa_id: string
          estado: string
          id: string
          origen: string
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          colaborador_id: string
          completado_en?: string | null
          creado_en?: string
          creado_por?: string | null
          curso_id: string
          empresa_id?: string
          estado?: string
          id?: string
          origen?: string
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          colaborador_id?: string
          completado_en?: string | null
          creado_en?: string
          creado_por?: string | null
          curso_id?: string
          empresa_id?: string
          estado?: string
          id?: string
          origen?: string
        }
        Relationships: [
          {
            foreignKeyName: "skills_inscripciones_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_inscripciones_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_inscripciones_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_inscripciones_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_inscripciones_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_inscripciones_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_inscripciones_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_inscripciones_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_inscripciones_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_inscripciones_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_inscripciones_empresa_id_colaborador_id_fkey"
            columns: ["empresa_id", "colaborador_id"]
            isOneToOne: false
            referencedRelation: "colaboradores"
            referencedColumns: ["empresa_id", "id"]
          },
          {
            foreignKeyName: "skills_inscripciones_empresa_id_colaborador_id_fkey"
            columns: ["empresa_id", "colaborador_id"]
            isOneToOne: false
            referencedRelation: "directorio_colaboradores"
            referencedColumns: ["empresa_id", "id"]
          },
          {
            foreignKeyName: "skills_inscripciones_empresa_id_curso_id_fkey"
            columns: ["empresa_id", "curso_id"]
            isOneToOne: false
            referencedRelation: "skills_cursos"
            referencedColumns: ["empresa_id", "id"]
          },
          {
            foreignKeyName: "skills_inscripciones_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
        ]
      }
      skills_intentos: {
        Row: {
          aprobado: boolean
          correctas: number
          creado_en: string
          empresa_id: string
          id: string
          inscripcion_id: string
          numero: number
          puntaje: number
          respuestas: Json
          total: number
        }
        Insert: {
          aprobado: boolean
          correctas: number
          creado_en?: string
          empresa_id: string
          id?: string
          inscripcion_id: string
          numero: number
          puntaje: number
          respuestas: Json
          total: number
        }
        Update: {
          aprobado?: boolean
          correctas?: number
          creado_en?: string
          empresa_id?: string
          id?: string
          inscripcion_id?: string
          numero?: number
          puntaje?: number
          respuestas?: Json
          total?: number
        }
        Relationships: [
          {
            foreignKeyName: "skills_intentos_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_intentos_empresa_id_inscripcion_id_fkey"
            columns: ["empresa_id", "inscripcion_id"]
            isOneToOne: false
            referencedRelation: "skills_inscripciones"
            referencedColumns: ["empresa_id", "id"]
          },
        ]
      }
      skills_lecciones: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          contenido: string
          creado_en: string
          creado_por: string | null
          curso_id: string
          empresa_id: string
          id: string
          orden: number
          tipo: string
          titulo: string
          url: string | null
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          contenido?: string
          creado_en?: string
          creado_por?: string | null
          curso_id: string
          empresa_id?: string
          id?: string
          orden?: number
          tipo: string
          titulo: string
          url?: string | null
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          contenido?: string
          creado_en?: string
          creado_por?: string | null
          curso_id?: string
          empresa_id?: string
          id?: string
          orden?: number
          tipo?: string
          titulo?: string
          url?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "skills_lecciones_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_lecciones_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_lecciones_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_lecciones_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_lecciones_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_lecciones_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_lecciones_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_lecciones_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_lecciones_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_lecciones_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_lecciones_empresa_id_curso_id_fkey"
            columns: ["empresa_id", "curso_id"]
            isOneToOne: false
            referencedRelation: "skills_cursos"
            referencedColumns: ["empresa_id", "id"]
          },
          {
            foreignKeyName: "skills_lecciones_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
        ]
      }
      skills_lecciones_vistas: {
        Row: {
          empresa_id: string
          id: string
          inscripcion_id: string
          leccion_id: string
          visto_en: string
        }
        Insert: {
          empresa_id: string
          id?: string
          inscripcion_id: string
          leccion_id: string
          visto_en?: string
        }
        Update: {
          empresa_id?: string
          id?: string
          inscripcion_id?: string
          leccion_id?: string
          visto_en?: string
        }
        Relationships: [
          {
            foreignKeyName: "skills_lecciones_vistas_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_lecciones_vistas_empresa_id_inscripcion_id_fkey"
            columns: ["empresa_id", "inscripcion_id"]
            isOneToOne: false
            referencedRelation: "skills_inscripciones"
            referencedColumns: ["empresa_id", "id"]
          },
          {
            foreignKeyName: "skills_lecciones_vistas_empresa_id_leccion_id_fkey"
            columns: ["empresa_id", "leccion_id"]
            isOneToOne: false
            referencedRelation: "skills_lecciones"
            referencedColumns: ["empresa_id", "id"]
          },
        ]
      }
      skills_niveles_requeridos: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          cargo: string
          competencia_id: string
          creado_en: string
          creado_por: string | null
          empresa_id: string
          id: string
          nivel: number
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          cargo: string
          competencia_id: string
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          id?: string
          nivel: number
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          cargo?: string
          competencia_id?: string
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          id?: string
          nivel?: number
        }
        Relationships: [
          {
            foreignKeyName: "skills_niveles_requeridos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_niveles_requeridos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_niveles_requeridos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_niveles_requeridos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_niveles_requeridos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_niveles_requeridos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_niveles_requeridos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_niveles_requeridos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_niveles_requeridos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_niveles_requeridos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_niveles_requeridos_empresa_id_competencia_id_fkey"
            columns: ["empresa_id", "competencia_id"]
            isOneToOne: false
            referencedRelation: "skills_competencias"
            referencedColumns: ["empresa_id", "id"]
          },
          {
            foreignKeyName: "skills_niveles_requeridos_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
        ]
      }
      skills_preguntas: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          correcta: number
          creado_en: string
          creado_por: string | null
          curso_id: string
          empresa_id: string
          enunciado: string
          id: string
          opciones: string[]
          orden: number
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          correcta: number
          creado_en?: string
          creado_por?: string | null
          curso_id: string
          empresa_id?: string
          enunciado: string
          id?: string
          opciones: string[]
          orden?: number
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          correcta?: number
          creado_en?: string
          creado_por?: string | null
          curso_id?: string
          empresa_id?: string
          enunciado?: string
          id?: string
          opciones?: string[]
          orden?: number
        }
        Relationships: [
          {
            foreignKeyName: "skills_preguntas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_preguntas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_preguntas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_preguntas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_preguntas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_preguntas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_preguntas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_preguntas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_preguntas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_preguntas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_preguntas_empresa_id_curso_id_fkey"
            columns: ["empresa_id", "curso_id"]
            isOneToOne: false
            referencedRelation: "skills_cursos"
            referencedColumns: ["empresa_id", "id"]
          },
          {
            foreignKeyName: "skills_preguntas_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
        ]
      }
      skills_requisitos_ops: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          categoria_activo: string | null
          creado_en: string
          creado_por: string | null
          empresa_id: string
          id: string
          tipo_id: string
          tipo_orden: string | null
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          categoria_activo?: string | null
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          id?: string
          tipo_id: string
          tipo_orden?: string | null
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          categoria_activo?: string | null
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          id?: string
          tipo_id?: string
          tipo_orden?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "skills_requisitos_ops_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_requisitos_ops_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_requisitos_ops_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_requisitos_ops_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_requisitos_ops_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_requisitos_ops_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_requisitos_ops_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_requisitos_ops_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_requisitos_ops_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_requisitos_ops_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_requisitos_ops_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_requisitos_ops_empresa_id_tipo_id_fkey"
            columns: ["empresa_id", "tipo_id"]
            isOneToOne: false
            referencedRelation: "skills_tipos_certificacion"
            referencedColumns: ["empresa_id", "id"]
          },
        ]
      }
      skills_sesiones: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          creado_en: string
          creado_por: string | null
          curso_id: string
          empresa_id: string
          fecha: string
          hora_inicio: string | null
          id: string
          instructor: string
          instructor_id: string | null
          lugar: string
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          curso_id: string
          empresa_id?: string
          fecha: string
          hora_inicio?: string | null
          id?: string
          instructor: string
          instructor_id?: string | null
          lugar?: string
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          curso_id?: string
          empresa_id?: string
          fecha?: string
          hora_inicio?: string | null
          id?: string
          instructor?: string
          instructor_id?: string | null
          lugar?: string
        }
        Relationships: [
          {
            foreignKeyName: "skills_sesiones_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_sesiones_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_sesiones_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_sesiones_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_sesiones_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_sesiones_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_sesiones_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_sesiones_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_sesiones_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_sesiones_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_sesiones_empresa_id_curso_id_fkey"
            columns: ["empresa_id", "curso_id"]
            isOneToOne: false
            referencedRelation: "skills_cursos"
            referencedColumns: ["empresa_id", "id"]
          },
          {
            foreignKeyName: "skills_sesiones_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_sesiones_instructor_id_fkey"
            columns: ["instructor_id"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_sesiones_instructor_id_fkey"
            columns: ["instructor_id"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_sesiones_instructor_id_fkey"
            columns: ["instructor_id"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_sesiones_instructor_id_fkey"
            columns: ["instructor_id"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_sesiones_instructor_id_fkey"
            columns: ["instructor_id"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
        ]
      }
      skills_tipos_certificacion: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          creado_en: string
          creado_por: string | null
          descripcion: string
          emisor: string
          empresa_id: string
          id: string
          nombre: string
          vigencia_meses: number | null
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          descripcion?: string
          emisor?: string
          empresa_id?: string
          id?: string
          nombre: string
          vigencia_meses?: number | null
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          descripcion?: string
          emisor?: string
          empresa_id?: string
          id?: string
          nombre?: string
          vigencia_meses?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "skills_tipos_certificacion_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_tipos_certificacion_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_tipos_certificacion_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_tipos_certificacion_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_tipos_certificacion_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_tipos_certificacion_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_tipos_certificacion_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_tipos_certificacion_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_tipos_certificacion_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_tipos_certificacion_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_tipos_certificacion_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
        ]
      }
      solicitudes_ausencia: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          colaborador_id: string
          comentario_resolucion: string | null
          creado_en: string
          creado_por: string | null
          dias_habiles: number
          empresa_id: string
          estado: string
          fecha_fin: string
          fecha_inicio: string
          id: string
          motivo: string | null
          resuelto_en: string | null
          resuelto_por: string | null
          tipo: string
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          colaborador_id: string
          comentario_resolucion?: string | null
          creado_en?: string
          creado_por?: string | null
          dias_habiles?: number
          empresa_id?: string
          estado?: string
          fecha_fin: string
          fecha_inicio: string
          id?: string
          motivo?: string | null
          resuelto_en?: string | null
          resuelto_por?: string | null
          tipo: string
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          colaborador_id?: string
          comentario_resolucion?: string | null
          creado_en?: string
          creado_por?: string | null
          dias_habiles?: number
          empresa_id?: string
          estado?: string
          fecha_fin?: string
          fecha_inicio?: string
          id?: string
          motivo?: string | null
          resuelto_en?: string | null
          resuelto_por?: string | null
          tipo?: string
        }
        Relationships: [
          {
            foreignKeyName: "solicitudes_ausencia_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "solicitudes_ausencia_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "solicitudes_ausencia_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "solicitudes_ausencia_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "solicitudes_ausencia_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "solicitudes_ausencia_colaborador_fkey"
            columns: ["empresa_id", "colaborador_id"]
            isOneToOne: false
            referencedRelation: "colaboradores"
            referencedColumns: ["empresa_id", "id"]
          },
          {
            foreignKeyName: "solicitudes_ausencia_colaborador_fkey"
            columns: ["empresa_id", "colaborador_id"]
            isOneToOne: false
            referencedRelation: "directorio_colaboradores"
            referencedColumns: ["empresa_id", "id"]
          },
          {
            foreignKeyName: "solicitudes_ausencia_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "solicitudes_ausencia_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "solicitudes_ausencia_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "solicitudes_ausencia_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "solicitudes_ausencia_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "solicitudes_ausencia_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "solicitudes_ausencia_resuelto_por_fkey"
            columns: ["resuelto_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "solicitudes_ausencia_resuelto_por_fkey"
            columns: ["resuelto_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "solicitudes_ausencia_resuelto_por_fkey"
            columns: ["resuelto_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "solicitudes_ausencia_resuelto_por_fkey"
            columns: ["resuelto_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "solicitudes_ausencia_resuelto_por_fkey"
            columns: ["resuelto_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
        ]
      }
      solicitudes_contacto: {
        Row: {
          correo: string
          created_at: string
          empresa: string | null
          id: string
          mensaje: string
          modulo_interes: string | null
          nombre: string
          plan_interes: string | null
          telefono: string | null
        }
        Insert: {
          correo: string
          created_at?: string
          empresa?: string | null
          id?: string
          mensaje: string
          modulo_interes?: string | null
          nombre: string
          plan_interes?: string | null
          telefono?: string | null
        }
        Update: {
          correo?: string
          created_at?: string
          empresa?: string | null
          id?: string
          mensaje?: string
          modulo_interes?: string | null
          nombre?: string
          plan_interes?: string | null
          telefono?: string | null
        }
        Relationships: []
      }
      terceros: {
        Row: {
          activo: boolean
          actualizado_en: string
          actualizado_por: string | null
          correo: string | null
          creado_en: string
          creado_por: string | null
          direccion: string | null
          empresa_id: string
          id: string
          nombre: string
          notas: string | null
          rut: string | null
          telefono: string | null
          tipo: string
        }
        Insert: {
          activo?: boolean
          actualizado_en?: string
          actualizado_por?: string | null
          correo?: string | null
          creado_en?: string
          creado_por?: string | null
          direccion?: string | null
          empresa_id?: string
          id?: string
          nombre: string
          notas?: string | null
          rut?: string | null
          telefono?: string | null
          tipo?: string
        }
        Update: {
          activo?: boolean
          actualizado_en?: string
          actualizado_por?: string | null
          correo?: string | null
          creado_en?: string
          creado_por?: string | null
          direccion?: string | null
          empresa_id?: string
          id?: string
          nombre?: string
          notas?: string | null
          rut?: string | null
          telefono?: string | null
          tipo?: string
        }
        Relationships: [
          {
            foreignKeyName: "terceros_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "terceros_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "terceros_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "terceros_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "terceros_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "terceros_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "terceros_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "terceros_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "terceros_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "terceros_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "terceros_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
        ]
      }
      think_checkins: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          comentario: string | null
          confianza: string
          creado_en: string
          creado_por: string | null
          empresa_id: string
          fecha: string
          id: string
          resultado_id: string
          secuencia: number
          valor: number
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          comentario?: string | null
          confianza: string
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          fecha?: string
          id?: string
          resultado_id: string
          secuencia?: never
          valor: number
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          comentario?: string | null
          confianza?: string
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          fecha?: string
          id?: string
          resultado_id?: string
          secuencia?: never
          valor?: number
        }
        Relationships: [
          {
            foreignKeyName: "think_checkins_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_checkins_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_checkins_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_checkins_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_checkins_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_checkins_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_checkins_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_checkins_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_checkins_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_checkins_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_checkins_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_checkins_empresa_id_resultado_id_fkey"
            columns: ["empresa_id", "resultado_id"]
            isOneToOne: false
            referencedRelation: "think_resultados_clave"
            referencedColumns: ["empresa_id", "id"]
          },
        ]
      }
      think_estrategia: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          creado_en: string
          creado_por: string | null
          empresa_id: string
          id: string
          mision: string
          vision: string
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          id?: string
          mision?: string
          vision?: string
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          id?: string
          mision?: string
          vision?: string
        }
        Relationships: [
          {
            foreignKeyName: "think_estrategia_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_estrategia_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_estrategia_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_estrategia_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_estrategia_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_estrategia_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_estrategia_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_estrategia_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_estrategia_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_estrategia_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_estrategia_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: true
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
        ]
      }
      think_iniciativas: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          avance: number
          creado_en: string
          creado_por: string | null
          descripcion: string | null
          empresa_id: string
          estado: string
          fecha_fin: string | null
          fecha_inicio: string | null
          gasto: number
          id: string
          nombre: string
          objetivo_id: string | null
          presupuesto: number
          proyecto_id: string | null
          responsable_id: string | null
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          avance?: number
          creado_en?: string
          creado_por?: string | null
          descripcion?: string | null
          empresa_id?: string
          estado?: string
          fecha_fin?: string | null
          fecha_inicio?: string | null
          gasto?: number
          id?: string
          nombre: string
          objetivo_id?: string | null
          presupuesto?: number
          proyecto_id?: string | null
          responsable_id?: string | null
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          avance?: number
          creado_en?: string
          creado_por?: string | null
          descripcion?: string | null
          empresa_id?: string
          estado?: string
          fecha_fin?: string | null
          fecha_inicio?: string | null
          gasto?: number
          id?: string
          nombre?: string
          objetivo_id?: string | null
          presupuesto?: number
          proyecto_id?: string | null
          responsable_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "think_iniciativas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_iniciativas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_iniciativas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_iniciativas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_iniciativas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_iniciativas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_iniciativas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_iniciativas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_iniciativas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_iniciativas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_iniciativas_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_iniciativas_empresa_id_objetivo_id_fkey"
            columns: ["empresa_id", "objetivo_id"]
            isOneToOne: false
            referencedRelation: "think_objetivos"
            referencedColumns: ["empresa_id", "id"]
          },
          {
            foreignKeyName: "think_iniciativas_proyecto_id_fkey"
            columns: ["proyecto_id"]
            isOneToOne: true
            referencedRelation: "proy_avance"
            referencedColumns: ["proyecto_id"]
          },
          {
            foreignKeyName: "think_iniciativas_proyecto_id_fkey"
            columns: ["proyecto_id"]
            isOneToOne: true
            referencedRelation: "proy_proyectos"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_iniciativas_responsable_id_fkey"
            columns: ["responsable_id"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_iniciativas_responsable_id_fkey"
            columns: ["responsable_id"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_iniciativas_responsable_id_fkey"
            columns: ["responsable_id"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_iniciativas_responsable_id_fkey"
            columns: ["responsable_id"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_iniciativas_responsable_id_fkey"
            columns: ["responsable_id"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
        ]
      }
      think_kpi_lecturas: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          creado_en: string
          creado_por: string | null
          empresa_id: string
          fuente: string
          id: string
          kpi_id: string
          leido_en: string
          periodo: string
          valor: number
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          fuente?: string
          id?: string
          kpi_id: string
          leido_en?: string
          periodo?: string
          valor?: number
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          fuente?: string
          id?: string
          kpi_id?: string
          leido_en?: string
          periodo?: string
          valor?: number
        }
        Relationships: [
          {
            foreignKeyName: "think_kpi_lecturas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_kpi_lecturas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_kpi_lecturas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_kpi_lecturas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_kpi_lecturas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_kpi_lecturas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_kpi_lecturas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_kpi_lecturas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_kpi_lecturas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_kpi_lecturas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_kpi_lecturas_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_kpi_lecturas_empresa_id_kpi_id_fkey"
            columns: ["empresa_id", "kpi_id"]
            isOneToOne: false
            referencedRelation: "think_kpis"
            referencedColumns: ["empresa_id", "id"]
          },
        ]
      }
      think_kpi_valores: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          comentario: string | null
          creado_en: string
          creado_por: string | null
          empresa_id: string
          fecha: string
          id: string
          kpi_id: string
          valor: number
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          comentario?: string | null
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          fecha: string
          id?: string
          kpi_id: string
          valor: number
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          comentario?: string | null
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          fecha?: string
          id?: string
          kpi_id?: string
          valor?: number
        }
        Relationships: [
          {
            foreignKeyName: "think_kpi_valores_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_kpi_valores_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_kpi_valores_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_kpi_valores_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_kpi_valores_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_kpi_valores_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_kpi_valores_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_kpi_valores_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_kpi_valores_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_kpi_valores_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_kpi_valores_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_kpi_valores_empresa_id_kpi_id_fkey"
            columns: ["empresa_id", "kpi_id"]
            isOneToOne: false
            referencedRelation: "think_kpis"
            referencedColumns: ["empresa_id", "id"]
          },
        ]
      }
      think_kpis: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          creado_en: string
          creado_por: string | null
          descripcion: string | null
          empresa_id: string
          frecuencia: string
          fuente: string | null
          id: string
          meta: number
          nombre: string
          responsable_id: string | null
          sentido: string
          umbral_rojo: number
          umbral_verde: number
          unidad: string
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          descripcion?: string | null
          empresa_id?: string
          frecuencia?: string
          fuente?: string | null
          id?: string
          meta: number
          nombre: string
          responsable_id?: string | null
          sentido?: string
          umbral_rojo: number
          umbral_verde: number
          unidad?: string
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          descripcion?: string | null
          empresa_id?: string
          frecuencia?: string
          fuente?: string | null
          id?: string
          meta?: number
          nombre?: string
          responsable_id?: string | null
          sentido?: string
          umbral_rojo?: number
          umbral_verde?: number
          unidad?: string
        }
        Relationships: [
          {
            foreignKeyName: "think_kpis_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_kpis_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_kpis_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_kpis_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_kpis_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_kpis_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_kpis_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_kpis_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_kpis_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_kpis_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_kpis_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_kpis_responsable_id_fkey"
            columns: ["responsable_id"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_kpis_responsable_id_fkey"
            columns: ["responsable_id"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_kpis_responsable_id_fkey"
            columns: ["responsable_id"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_kpis_responsable_id_fkey"
            columns: ["responsable_id"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_kpis_responsable_id_fkey"
            columns: ["responsable_id"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
        ]
      }
      think_objetivos: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          area: string
          creado_en: string
          creado_por: string | null
          descripcion: string | null
          empresa_id: string
          id: string
          padre_id: string | null
          periodo: string
          perspectiva_id: string | null
          responsable_id: string | null
          titulo: string
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          area?: string
          creado_en?: string
          creado_por?: string | null
          descripcion?: string | null
          empresa_id?: string
          id?: string
          padre_id?: string | null
          periodo: string
          perspectiva_id?: string | null
          responsable_id?: string | null
          titulo: string
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          area?: string
          creado_en?: string
          creado_por?: string | null
          descripcion?: string | null
          empresa_id?: string
          id?: string
          padre_id?: string | null
          periodo?: string
          perspectiva_id?: string | null
          responsable_id?: string | null
          titulo?: string
        }
        Relationships: [
          {
            foreignKeyName: "think_objetivos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_objetivos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_objetivos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_objetivos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_objetivos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_objetivos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_objetivos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_objetivos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_objetivos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_objetivos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_objetivos_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_objetivos_empresa_id_padre_id_fkey"
            columns: ["empresa_id", "padre_id"]
            isOneToOne: false
            referencedRelation: "think_objetivos"
            referencedColumns: ["empresa_id", "id"]
          },
          {
            foreignKeyName: "think_objetivos_empresa_id_perspectiva_id_fkey"
            columns: ["empresa_id", "perspectiva_id"]
            isOneToOne: false
            referencedRelation: "think_perspectivas"
            referencedColumns: ["empresa_id", "id"]
          },
          {
            foreignKeyName: "think_objetivos_responsable_id_fkey"
            columns: ["responsable_id"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_objetivos_responsable_id_fkey"
            columns: ["responsable_id"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_objetivos_responsable_id_fkey"
            columns: ["responsable_id"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_objetivos_responsable_id_fkey"
            columns: ["responsable_id"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_objetivos_responsable_id_fkey"
            columns: ["responsable_id"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
        ]
      }
      think_perspectivas: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          creado_en: string
          creado_por: string | null
          descripcion: string | null
          empresa_id: string
          id: string
          nombre: string
          orden: number
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          descripcion?: string | null
          empresa_id?: string
          id?: string
          nombre: string
          orden?: number
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          descripcion?: string | null
          empresa_id?: string
          id?: string
          nombre?: string
          orden?: number
        }
        Relationships: [
          {
            foreignKeyName: "think_perspectivas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_perspectivas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_perspectivas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_perspectivas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_perspectivas_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_perspectivas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_perspectivas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_perspectivas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_perspectivas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_perspectivas_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_perspectivas_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
        ]
      }
      think_resultados_clave: {
        Row: {
          actual: number
          actualizado_en: string
          actualizado_por: string | null
          confianza: string
          creado_en: string
          creado_por: string | null
          empresa_id: string
          id: string
          inicio: number
          meta: number
          objetivo_id: string
          orden: number
          responsable_id: string | null
          tipo: string
          titulo: string
          unidad: string
        }
        Insert: {
          actual?: number
          actualizado_en?: string
          actualizado_por?: string | null
          confianza?: string
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          id?: string
          inicio?: number
          meta: number
          objetivo_id: string
          orden?: number
          responsable_id?: string | null
          tipo: string
          titulo: string
          unidad?: string
        }
        Update: {
          actual?: number
          actualizado_en?: string
          actualizado_por?: string | null
          confianza?: string
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          id?: string
          inicio?: number
          meta?: number
          objetivo_id?: string
          orden?: number
          responsable_id?: string | null
          tipo?: string
          titulo?: string
          unidad?: string
        }
        Relationships: [
          {
            foreignKeyName: "think_resultados_clave_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_resultados_clave_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_resultados_clave_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_resultados_clave_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_resultados_clave_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_resultados_clave_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_resultados_clave_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_resultados_clave_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_resultados_clave_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_resultados_clave_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_resultados_clave_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_resultados_clave_empresa_id_objetivo_id_fkey"
            columns: ["empresa_id", "objetivo_id"]
            isOneToOne: false
            referencedRelation: "think_objetivos"
            referencedColumns: ["empresa_id", "id"]
          },
          {
            foreignKeyName: "think_resultados_clave_responsable_id_fkey"
            columns: ["responsable_id"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_resultados_clave_responsable_id_fkey"
            columns: ["responsable_id"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_resultados_clave_responsable_id_fkey"
            columns: ["responsable_id"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_resultados_clave_responsable_id_fkey"
            columns: ["responsable_id"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_resultados_clave_responsable_id_fkey"
            columns: ["responsable_id"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
        ]
      }
      think_revision_puntos: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          creado_en: string
          creado_por: string | null
          cumplido: boolean
          empresa_id: string
          fecha_compromiso: string | null
          id: string
          responsable_id: string | null
          revision_id: string
          texto: string
          tipo: string
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          cumplido?: boolean
          empresa_id?: string
          fecha_compromiso?: string | null
          id?: string
          responsable_id?: string | null
          revision_id: string
          texto: string
          tipo: string
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          creado_en?: string
          creado_por?: string | null
          cumplido?: boolean
          empresa_id?: string
          fecha_compromiso?: string | null
          id?: string
          responsable_id?: string | null
          revision_id?: string
          texto?: string
          tipo?: string
        }
        Relationships: [
          {
            foreignKeyName: "think_revision_puntos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_revision_puntos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_revision_puntos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_revision_puntos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_revision_puntos_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_revision_puntos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_revision_puntos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_revision_puntos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_revision_puntos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_revision_puntos_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_revision_puntos_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_revision_puntos_empresa_id_revision_id_fkey"
            columns: ["empresa_id", "revision_id"]
            isOneToOne: false
            referencedRelation: "think_revisiones"
            referencedColumns: ["empresa_id", "id"]
          },
          {
            foreignKeyName: "think_revision_puntos_responsable_id_fkey"
            columns: ["responsable_id"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_revision_puntos_responsable_id_fkey"
            columns: ["responsable_id"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_revision_puntos_responsable_id_fkey"
            columns: ["responsable_id"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_revision_puntos_responsable_id_fkey"
            columns: ["responsable_id"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_revision_puntos_responsable_id_fkey"
            columns: ["responsable_id"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
        ]
      }
      think_revisiones: {
        Row: {
          actualizado_en: string
          actualizado_por: string | null
          agenda: Json
          creado_en: string
          creado_por: string | null
          empresa_id: string
          estado: string
          fecha: string
          id: string
          notas: string | null
          preparada_en: string
          tipo: string
          titulo: string
        }
        Insert: {
          actualizado_en?: string
          actualizado_por?: string | null
          agenda?: Json
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          estado?: string
          fecha: string
          id?: string
          notas?: string | null
          preparada_en?: string
          tipo?: string
          titulo: string
        }
        Update: {
          actualizado_en?: string
          actualizado_por?: string | null
          agenda?: Json
          creado_en?: string
          creado_por?: string | null
          empresa_id?: string
          estado?: string
          fecha?: string
          id?: string
          notas?: string | null
          preparada_en?: string
          tipo?: string
          titulo?: string
        }
        Relationships: [
          {
            foreignKeyName: "think_revisiones_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_revisiones_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_revisiones_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_revisiones_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_revisiones_actualizado_por_fkey"
            columns: ["actualizado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_revisiones_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_revisiones_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_revisiones_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "think_revisiones_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_revisiones_creado_por_fkey"
            columns: ["creado_por"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "think_revisiones_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
        ]
      }
      tipos_notificacion: {
        Row: {
          canal_predeterminado: string
          clave: string
          descripcion: string
          modulo: string | null
          nombre: string
          orden: number
        }
        Insert: {
          canal_predeterminado: string
          clave: string
          descripcion: string
          modulo?: string | null
          nombre: string
          orden: number
        }
        Update: {
          canal_predeterminado?: string
          clave?: string
          descripcion?: string
          modulo?: string | null
          nombre?: string
          orden?: number
        }
        Relationships: [
          {
            foreignKeyName: "tipos_notificacion_modulo_fkey"
            columns: ["modulo"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["modulo_clave"]
          },
          {
            foreignKeyName: "tipos_notificacion_modulo_fkey"
            columns: ["modulo"]
            isOneToOne: false
            referencedRelation: "historial_permisos"
            referencedColumns: ["modulo_clave"]
          },
          {
            foreignKeyName: "tipos_notificacion_modulo_fkey"
            columns: ["modulo"]
            isOneToOne: false
            referencedRelation: "modulos_disponibles"
            referencedColumns: ["clave"]
          },
          {
            foreignKeyName: "tipos_notificacion_modulo_fkey"
            columns: ["modulo"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["modulo_clave"]
          },
        ]
      }
      usuarios_plataforma: {
        Row: {
          apellido_materno: string | null
          apellido_paterno: string
          busqueda: string | null
          correo: string | null
          created_at: string
          empresa_id: string | null
          empresa_nombre: string | null
          estado: string
          id: string
          nombre: string
          rol_id: string | null
          telefono: string | null
          updated_at: string
        }
        Insert: {
          apellido_materno?: string | null
          apellido_paterno?: string
          busqueda?: never
          correo?: string | null
          created_at?: string
          empresa_id?: string | null
          empresa_nombre?: string | null
          estado?: string
          id: string
          nombre?: string
          rol_id?: string | null
          telefono?: string | null
          updated_at?: string
        }
        Update: {
          apellido_materno?: string | null
          apellido_paterno?: string
          busqueda?: never
          correo?: string | null
          created_at?: string
          empresa_id?: string | null
          empresa_nombre?: string | null
          estado?: string
          id?: string
          nombre?: string
          rol_id?: string | null
          telefono?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "usuarios_plataforma_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "usuarios_plataforma_rol_id_fkey"
            columns: ["rol_id"]
            isOneToOne: false
            referencedRelation: "roles_sistema"
            referencedColumns: ["id"]
          },
        ]
      }
      videos_demo: {
        Row: {
          activo: boolean
          descripcion: string | null
          slug: string
          titulo: string
          updated_at: string
          url_video: string
        }
        Insert: {
          activo?: boolean
          descripcion?: string | null
          slug: string
          titulo: string
          updated_at?: string
          url_video: string
        }
        Update: {
          activo?: boolean
          descripcion?: string | null
          slug?: string
          titulo?: string
          updated_at?: string
          url_video?: string
        }
        Relationships: []
      }
    }
    Views: {
      accesos_efectivos_usuario: {
        Row: {
          acceso_efectivo: boolean | null
          apellido_materno: string | null
          apellido_paterno: string | null
          busqueda: string | null
          correo: string | null
          empresa_id: string | null
          empresa_nombre: string | null
          en_plan: boolean | null
          modulo_clave: string | null
          modulo_descripcion: string | null
          modulo_id: string | null
          modulo_nombre: string | null
          nombre: string | null
          override_aplicado: boolean | null
          plan_clave: string | null
          plan_nombre: string | null
          usuario_id: string | null
        }
        Relationships: [
          {
            foreignKeyName: "usuarios_plataforma_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
        ]
      }
      directorio_colaboradores: {
        Row: {
          apellidos: string | null
          area: string | null
          busqueda: string | null
          cargo: string | null
          correo: string | null
          empresa_id: string | null
          estado: string | null
          id: string | null
          jefe_id: string | null
          nombres: string | null
          telefono: string | null
        }
        Insert: {
          apellidos?: string | null
          area?: string | null
          busqueda?: string | null
          cargo?: string | null
          correo?: string | null
          empresa_id?: string | null
          estado?: string | null
          id?: string | null
          jefe_id?: string | null
          nombres?: string | null
          telefono?: string | null
        }
        Update: {
          apellidos?: string | null
          area?: string | null
          busqueda?: string | null
          cargo?: string | null
          correo?: string | null
          empresa_id?: string | null
          estado?: string | null
          id?: string | null
          jefe_id?: string | null
          nombres?: string | null
          telefono?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "colaboradores_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "colaboradores_jefe_fkey"
            columns: ["empresa_id", "jefe_id"]
            isOneToOne: false
            referencedRelation: "colaboradores"
            referencedColumns: ["empresa_id", "id"]
          },
          {
            foreignKeyName: "colaboradores_jefe_fkey"
            columns: ["empresa_id", "jefe_id"]
            isOneToOne: false
            referencedRelation: "directorio_colaboradores"
            referencedColumns: ["empresa_id", "id"]
          },
        ]
      }
      empleados_servicio: {
        Row: {
          empresa_id: string | null
          estado: string | null
          id: string | null
          rol_sistema_id: string | null
        }
        Insert: {
          empresa_id?: string | null
          estado?: string | null
          id?: string | null
          rol_sistema_id?: string | null
        }
        Update: {
          empresa_id?: string | null
          estado?: string | null
          id?: string | null
          rol_sistema_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "usuarios_plataforma_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "usuarios_plataforma_rol_id_fkey"
            columns: ["rol_sistema_id"]
            isOneToOne: false
            referencedRelation: "roles_sistema"
            referencedColumns: ["id"]
          },
        ]
      }
      fin_documentos_vista: {
        Row: {
          actualizado_en: string | null
          ajuste_notas: number | null
          anulado_en: string | null
          aplicado_referencia: number | null
          busqueda: string | null
          categoria_id: string | null
          categoria_nombre: string | null
          codigo_sii: number | null
          contraparte_comuna: string | null
          contraparte_direccion: string | null
          contraparte_giro: string | null
          contraparte_nombre: string | null
          contraparte_rut: string | null
          creado_en: string | null
          descripcion: string | null
          dias_vencido: number | null
          direccion: string | null
          documento_referencia_id: string | null
          dte_estado: string | null
          empresa_id: string | null
          estado: string | null
          estado_actual: string | null
          exento: number | null
          fecha_emision: string | null
          fecha_vencimiento: string | null
          folio: number | null
          id: string | null
          iva: number | null
          monto_pagado: number | null
          neto: number | null
          origen: string | null
          referencias: Json | null
          saldo: number | null
          tercero_id: string | null
          tercero_nombre: string | null
          tercero_rut: string | null
          tipo: string | null
          tipo_nombre: string | null
          total: number | null
        }
        Relationships: [
          {
            foreignKeyName: "fin_documentos_categoria_id_fkey"
            columns: ["categoria_id"]
            isOneToOne: false
            referencedRelation: "fin_categorias"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_documentos_documento_referencia_id_fkey"
            columns: ["documento_referencia_id"]
            isOneToOne: false
            referencedRelation: "fin_documentos"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_documentos_documento_referencia_id_fkey"
            columns: ["documento_referencia_id"]
            isOneToOne: false
            referencedRelation: "fin_documentos_vista"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_documentos_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_documentos_tercero_id_fkey"
            columns: ["tercero_id"]
            isOneToOne: false
            referencedRelation: "terceros"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_documentos_tercero_id_fkey"
            columns: ["tercero_id"]
            isOneToOne: false
            referencedRelation: "terceros_rut_por_corregir"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fin_documentos_tipo_fkey"
            columns: ["tipo"]
            isOneToOne: false
            referencedRelation: "fin_tipos_documento"
            referencedColumns: ["clave"]
          },
        ]
      }
      historial_permisos: {
        Row: {
          acceso_antes: boolean | null
          acceso_despues: boolean | null
          accion: string | null
          actor_correo: string | null
          actor_id: string | null
          actor_nombre: string | null
          antes: Json | null
          despues: Json | null
          empresa_id: string | null
          empresa_nombre: string | null
          estado_antes: string | null
          estado_despues: string | null
          id: number | null
          invitacion_correo: string | null
          invitacion_nombre: string | null
          modulo_clave: string | null
          modulo_nombre: string | null
          nombre_antes: string | null
          nombre_despues: string | null
          ocurrido_en: string | null
          operacion: string | null
          plan_antes: string | null
          plan_despues: string | null
          rol_antes: string | null
          rol_despues: string | null
          tabla: string | null
          usuario_correo: string | null
          usuario_id: string | null
          usuario_nombre: string | null
        }
        Relationships: []
      }
      industrial_planes_horas: {
        Row: {
          activo_id: string | null
          empresa_id: string | null
          estado: string | null
          frecuencia_horas: number | null
          horas_actuales: number | null
          horas_base: number | null
          horas_desde: number | null
          horas_restantes: number | null
          lectura_en: string | null
          plan_id: string | null
        }
        Relationships: [
          {
            foreignKeyName: "industrial_planes_activo_id_fkey"
            columns: ["activo_id"]
            isOneToOne: false
            referencedRelation: "industrial_activos"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "industrial_planes_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
        ]
      }
      permisos_usuario_modulo: {
        Row: {
          acceso_efectivo: boolean | null
          apellido_materno: string | null
          apellido_paterno: string | null
          correo: string | null
          empresa_id: string | null
          empresa_nombre: string | null
          en_plan: boolean | null
          modulo_clave: string | null
          modulo_descripcion: string | null
          modulo_id: string | null
          modulo_nombre: string | null
          nombre: string | null
          override_aplicado: boolean | null
          override_puede_acceder: boolean | null
          plan_clave: string | null
          plan_nombre: string | null
          usuario_id: string | null
        }
        Relationships: [
          {
            foreignKeyName: "usuarios_plataforma_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
        ]
      }
      proy_avance: {
        Row: {
          horas_estimadas: number | null
          horas_registradas: number | null
          proyecto_id: string | null
          tareas: number | null
          tareas_hechas: number | null
          tareas_vencidas: number | null
        }
        Relationships: []
      }
      saldos_vacaciones: {
        Row: {
          acumulado: number | null
          colaborador_id: string | null
          disponible: number | null
          empresa_id: string | null
          fecha_ingreso: string | null
          meses: number | null
          pendientes: number | null
          tomados: number | null
        }
        Relationships: [
          {
            foreignKeyName: "colaboradores_ficha_colaborador_fkey"
            columns: ["empresa_id", "colaborador_id"]
            isOneToOne: false
            referencedRelation: "colaboradores"
            referencedColumns: ["empresa_id", "id"]
          },
          {
            foreignKeyName: "colaboradores_ficha_colaborador_fkey"
            columns: ["empresa_id", "colaborador_id"]
            isOneToOne: false
            referencedRelation: "directorio_colaboradores"
            referencedColumns: ["empresa_id", "id"]
          },
          {
            foreignKeyName: "colaboradores_ficha_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
        ]
      }
      skills_certificaciones_vigentes: {
        Row: {
          colaborador_id: string | null
          dias_restantes: number | null
          estado: string | null
          fecha_obtencion: string | null
          id: string | null
          tipo_id: string | null
          vence_el: string | null
        }
        Relationships: []
      }
      skills_niveles_actuales: {
        Row: {
          colaborador_id: string | null
          competencia_id: string | null
          evaluacion_id: string | null
          evaluador_id: string | null
          fecha: string | null
          nivel: number | null
        }
        Relationships: [
          {
            foreignKeyName: "skills_evaluaciones_evaluador_id_fkey"
            columns: ["evaluador_id"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_evaluaciones_evaluador_id_fkey"
            columns: ["evaluador_id"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_evaluaciones_evaluador_id_fkey"
            columns: ["evaluador_id"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "skills_evaluaciones_evaluador_id_fkey"
            columns: ["evaluador_id"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skills_evaluaciones_evaluador_id_fkey"
            columns: ["evaluador_id"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
        ]
      }
      terceros_rut_por_corregir: {
        Row: {
          activo: boolean | null
          actualizado_en: string | null
          creado_en: string | null
          empresa_id: string | null
          id: string | null
          nombre: string | null
          rut: string | null
          tipo: string | null
        }
        Insert: {
          activo?: boolean | null
          actualizado_en?: string | null
          creado_en?: string | null
          empresa_id?: string | null
          id?: string | null
          nombre?: string | null
          rut?: string | null
          tipo?: string | null
        }
        Update: {
          activo?: boolean | null
          actualizado_en?: string | null
          creado_en?: string | null
          empresa_id?: string | null
          id?: string | null
          nombre?: string | null
          rut?: string | null
          tipo?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "terceros_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
        ]
      }
      think_avance_objetivos: {
        Row: {
          en_riesgo: number | null
          estado: string | null
          objetivo_id: string | null
          progreso: number | null
          resultados: number | null
        }
        Relationships: []
      }
      think_avance_resultados: {
        Row: {
          checkin_pendiente: boolean | null
          en_riesgo: boolean | null
          objetivo_id: string | null
          periodo: string | null
          progreso: number | null
          resultado_id: string | null
          ultimo_checkin: string | null
        }
        Relationships: []
      }
      think_iniciativas_avance: {
        Row: {
          avance: number | null
          horas_estimadas: number | null
          horas_registradas: number | null
          iniciativa_id: string | null
          proyecto_estado: string | null
          proyecto_id: string | null
          proyecto_nombre: string | null
          proyecto_visible: boolean | null
          tareas: number | null
          tareas_hechas: number | null
        }
        Relationships: [
          {
            foreignKeyName: "think_iniciativas_proyecto_id_fkey"
            columns: ["proyecto_id"]
            isOneToOne: true
            referencedRelation: "proy_avance"
            referencedColumns: ["proyecto_id"]
          },
          {
            foreignKeyName: "think_iniciativas_proyecto_id_fkey"
            columns: ["proyecto_id"]
            isOneToOne: true
            referencedRelation: "proy_proyectos"
            referencedColumns: ["id"]
          },
        ]
      }
      think_kpi_historial: {
        Row: {
          fecha: string | null
          kpi_id: string | null
          origen: string | null
          valor: number | null
        }
        Relationships: []
      }
      think_kpis_actual: {
        Row: {
          fecha: string | null
          kpi_id: string | null
          semaforo: string | null
          valor: number | null
        }
        Relationships: []
      }
      usuarios_autenticados: {
        Row: {
          apellido_materno: string | null
          apellido_paterno: string | null
          correo: string | null
          empresa_id: string | null
          empresa_nombre: string | null
          estado: string | null
          id: string | null
          nombre: string | null
          rol_id: string | null
        }
        Relationships: [
          {
            foreignKeyName: "usuarios_plataforma_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "usuarios_plataforma_rol_id_fkey"
            columns: ["rol_id"]
            isOneToOne: false
            referencedRelation: "roles_sistema"
            referencedColumns: ["id"]
          },
        ]
      }
    }
    Functions: {
      accesos_efectivos_conteo: {
        Args: {
          p_busqueda?: string
          p_empresa_id?: string
          p_plan?: string
          p_sin_plan?: boolean
          p_acceso?: boolean
        }
        Returns: { total: number; exacto: boolean }[]
      }
      accesos_efectivos_csv: {
        Args: {
          p_busqueda?: string
          p_empresa_id?: string
          p_plan?: string
          p_sin_plan?: boolean
          p_acceso?: boolean
          p_despues?: Json
          p_limite?: number
        }
        Returns: { texto: string; filas: number; clave: Json }[]
      }
      accesos_efectivos_pagina: {
        Args: {
          p_busqueda?: string
          p_empresa_id?: string
          p_plan?: string
          p_sin_plan?: boolean
          p_acceso?: boolean
          p_despues?: Json
          p_limite?: number
        }
        Returns: {
          acceso_efectivo: boolean | null
          apellido_materno: string | null
          apellido_paterno: string | null
          busqueda: string | null
          correo: string | null
          empresa_id: string | null
          empresa_nombre: string | null
          en_plan: boolean | null
          modulo_clave: string | null
          modulo_descripcion: string | null
          modulo_id: string | null
          modulo_nombre: string | null
          nombre: string | null
          override_aplicado: boolean | null
          plan_clave: string | null
          plan_nombre: string | null
          usuario_id: string | null
        }[]
      }
      adjuntos_conteo: {
        Args: { p_tabla: string; p_ids: string[] }
        Returns: { registro_id: string; cantidad: number }[]
      }
      buscar: {
        Args: { p_texto: string; p_limite?: number }
        Returns: {
          modulo: string
          tipo: string
          id: string
          titulo: string
          detalle: string
          ruta: string
          rango: number
        }[]
      }
      cambiar_estado_usuario: {
        Args: { p_usuario_id: string; p_estado: string }
        Returns: string
      }
      confirmar_correo: {
        Args: { p_id: number }
        Returns: undefined
      }
      crear_empresa: {
        Args: {
          p_nombre: string
          p_plan_clave: string
          p_admin_correo: string
          p_admin_nombre: string
        }
        Returns: Json
      }
      crear_invitacion: {
        Args: {
          p_empresa_id: string
          p_correo: string
          p_nombre: string
          p_rol_id: string
        }
        Returns: {
          correo: string
          creada_en: string
          empresa_id: string
          enviada_en: string
          envios: number
          estado: string
          id: string
          invitado_por: string | null
          nombre: string
          respondida_en: string | null
          rol_id: string
        }
      }
      crm_convertir_lead: {
        Args: {
          p_lead_id: string
          p_tercero_id?: string
          p_nombre?: string
          p_monto?: number
          p_fecha_cierre_estimada?: string
        }
        Returns: string
      }
      crm_oportunidades_pagina: {
        Args: {
          p_busqueda?: string
          p_etapa?: string
          p_responsable_id?: string
          p_orden?: string
          p_descendente?: boolean
          p_despues?: Json
          p_limite?: number
        }
        Returns: {
          actualizado_en: string
          actualizado_por: string | null
          busqueda: string | null
          cerrada_en: string | null
          contacto_id: string | null
          creado_en: string
          creado_por: string | null
          descripcion: string | null
          empresa_id: string
          etapa: string
          fecha_cierre_estimada: string | null
          id: string
          lead_id: string | null
          monto: number
          motivo_perdida: string | null
          nombre: string
          probabilidad: number
          responsable_id: string | null
          tercero_id: string
        }[]
      }
      crm_oportunidades_totales: {
        Args: {
          p_busqueda?: string
          p_etapa?: string
          p_responsable_id?: string
        }
        Returns: Json
      }
      crm_responsables: {
        Args: Record<PropertyKey, never>
        Returns: { id: string; nombre: string }[]
      }
      crm_resumen: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
      cuenta_vigente: {
        Args: Record<PropertyKey, never>
        Returns: boolean
      }
      cuentas_empresa: {
        Args: { p_empresa_id: string }
        Returns: {
          id: string
          nombre: string
          apellido_paterno: string
          apellido_materno: string
          correo: string
          rol_id: string
          estado: string
          ultimo_ingreso: string
          segundo_factor: boolean
        }[]
      }
      cuentas_vinculables: {
        Args: { p_colaborador?: string }
        Returns: {
          id: string
          nombre: string
          correo: string
          estado: string
        }[]
      }
      dias_habiles: {
        Args: { p_desde: string; p_hasta: string }
        Returns: number
      }
      empresas_opciones: {
        Args: { p_busqueda?: string; p_limite?: number; p_id?: string }
        Returns: { id: string; nombre: string }[]
      }
      empresas_pagina: {
        Args: { p_despues?: string; p_limite?: number }
        Returns: { id: string; nombre: string; estado: string }[]
      }
      fijar_permiso_usuario: {
        Args: {
          p_usuario_id: string
          p_modulo_id: string
          p_puede_acceder: boolean
        }
        Returns: string
      }
      fin_antiguedad: {
        Args: { p_direccion: string }
        Returns: {
          tercero_id: string
          tercero_nombre: string
          documentos: number
          por_vencer: number
          d0_30: number
          d31_60: number
          d61_90: number
          d90_mas: number
          total: number
        }[]
      }
      fin_documento_impreso: {
        Args: { p_documento: string }
        Returns: Json
      }
      fin_documentos_pagina: {
        Args: {
          p_busqueda?: string
          p_direccion?: string
          p_estado?: string
          p_tipo?: string
          p_orden?: string
          p_descendente?: boolean
          p_despues?: Json
          p_limite?: number
        }
        Returns: {
          actualizado_en: string | null
          ajuste_notas: number | null
          anulado_en: string | null
          aplicado_referencia: number | null
          busqueda: string | null
          categoria_id: string | null
          categoria_nombre: string | null
          codigo_sii: number | null
          contraparte_comuna: string | null
          contraparte_direccion: string | null
          contraparte_giro: string | null
          contraparte_nombre: string | null
          contraparte_rut: string | null
          creado_en: string | null
          descripcion: string | null
          dias_vencido: number | null
          direccion: string | null
          documento_referencia_id: string | null
          dte_estado: string | null
          empresa_id: string | null
          estado: string | null
          estado_actual: string | null
          exento: number | null
          fecha_emision: string | null
          fecha_vencimiento: string | null
          folio: number | null
          id: string | null
          iva: number | null
          monto_pagado: number | null
          neto: number | null
          origen: string | null
          referencias: Json | null
          saldo: number | null
          tercero_id: string | null
          tercero_nombre: string | null
          tercero_rut: string | null
          tipo: string | null
          tipo_nombre: string | null
          total: number | null
        }[]
      }
      fin_documentos_totales: {
        Args: {
          p_busqueda?: string
          p_direccion?: string
          p_estado?: string
          p_tipo?: string
        }
        Returns: Json
      }
      fin_flujo_caja: {
        Args: { p_meses_atras?: number; p_meses_adelante?: number }
        Returns: {
          mes: string
          cobrado: number
          pagado: number
          por_cobrar: number
          por_pagar: number
        }[]
      }
      fin_guardar_lineas: {
        Args: { p_documento: string; p_lineas: Json }
        Returns: Json
      }
      fin_importar_documentos: {
        Args: { p_documentos: Json }
        Returns: Json
      }
      fin_pagos_pagina: {
        Args: {
          p_busqueda?: string
          p_direccion?: string
          p_medio?: string
          p_orden?: string
          p_descendente?: boolean
          p_despues?: Json
          p_limite?: number
        }
        Returns: {
          actualizado_en: string
          actualizado_por: string | null
          busqueda: string | null
          creado_en: string
          creado_por: string | null
          direccion: string
          empresa_id: string
          fecha: string
          id: string
          medio: string
          monto: number
          monto_aplicado: number
          notas: string | null
          numero: number
          referencia: string | null
          tercero_id: string
        }[]
      }
      fin_registrar_pago: {
        Args: { p_pago: Json; p_aplicaciones?: Json }
        Returns: string
      }
      fin_resumen: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
      guardar_colaborador: {
        Args: { p_id: string; p_datos: Json }
        Returns: string
      }
      historial_permisos_conteo: {
        Args: { p_empresa_id?: string; p_usuario_id?: string }
        Returns: { total: number; exacto: boolean }[]
      }
      historial_permisos_pagina: {
        Args: {
          p_empresa_id?: string
          p_usuario_id?: string
          p_despues?: Json
          p_limite?: number
        }
        Returns: {
          acceso_antes: boolean | null
          acceso_despues: boolean | null
          accion: string | null
          actor_correo: string | null
          actor_id: string | null
          actor_nombre: string | null
          antes: Json | null
          despues: Json | null
          empresa_id: string | null
          empresa_nombre: string | null
          estado_antes: string | null
          estado_despues: string | null
          id: number | null
          invitacion_correo: string | null
          invitacion_nombre: string | null
          modulo_clave: string | null
          modulo_nombre: string | null
          nombre_antes: string | null
          nombre_despues: string | null
          ocurrido_en: string | null
          operacion: string | null
          plan_antes: string | null
          plan_despues: string | null
          rol_antes: string | null
          rol_despues: string | null
          tabla: string | null
          usuario_correo: string | null
          usuario_id: string | null
          usuario_nombre: string | null
        }[]
      }
      historial_registro: {
        Args: { p_tabla: string; p_registro: string; p_limite?: number }
        Returns: {
          cuando: string
          evento: string
          autor_id: string
          autor: string
          texto: string
          comentario_id: string
          fuente: string
          menciones: string[]
          editado: boolean
          propio: boolean
        }[]
      }
      impacto_cambio_plan: {
        Args: { p_empresa_id: string; p_plan_id: string }
        Returns: {
          usuarios: number
          empresas: number
          modulos_perdidos: number
          es_baja: boolean
        }[]
      }
      impacto_promover_super_admin: {
        Args: { p_usuario_id: string }
        Returns: { usuarios: number; empresas: number }[]
      }
      impacto_quitar_modulo_plan: {
        Args: { p_plan_id: string; p_modulo_id: string }
        Returns: { usuarios: number; empresas: number }[]
      }
      importar_colaboradores: {
        Args: { p_filas: Json }
        Returns: Json
      }
      industrial_generar_ot: {
        Args: { p_plan_id: string }
        Returns: string
      }
      marcar_entrada: {
        Args: Record<PropertyKey, never>
        Returns: {
          actualizado_en: string
          actualizado_por: string | null
          colaborador_id: string
          creado_en: string
          creado_por: string | null
          empresa_id: string
          entrada: string
          fecha: string
          id: string
          salida: string | null
        }
      }
      marcar_salida: {
        Args: Record<PropertyKey, never>
        Returns: {
          actualizado_en: string
          actualizado_por: string | null
          colaborador_id: string
          creado_en: string
          creado_por: string | null
          empresa_id: string
          entrada: string
          fecha: string
          id: string
          salida: string | null
        }
      }
      mencionables: {
        Args: { p_tabla: string; p_registro: string }
        Returns: { id: string; nombre: string }[]
      }
      mis_modulos: {
        Args: Record<PropertyKey, never>
        Returns: {
          modulo_id: string
          modulo_clave: string
          modulo_nombre: string
          modulo_descripcion: string
          acceso_efectivo: boolean
          motivo: string
        }[]
      }
      mis_sesiones: {
        Args: Record<PropertyKey, never>
        Returns: {
          id: string
          creada_en: string
          ultima_actividad: string
          agente: string
          ip: string
          aal: string
          actual: boolean
        }[]
      }
      ops_ordenes_pagina: {
        Args: {
          p_busqueda?: string
          p_estado?: string
          p_prioridad?: string
          p_tipo?: string
          p_tecnico_id?: string
          p_orden?: string
          p_descendente?: boolean
          p_despues?: Json
          p_limite?: number
        }
        Returns: {
          activo_id: string | null
          actualizado_en: string
          actualizado_por: string | null
          busqueda: string | null
          cerrada_en: string | null
          codigo: string | null
          completada_en: string | null
          creado_en: string
          creado_por: string | null
          empresa_id: string
          equipo_texto: string | null
          estado: string
          falla_reportada: string
          fecha_programada: string | null
          id: string
          motivo_cancelacion: string | null
          numero: number
          plan_id: string | null
          plan_vencimiento: string | null
          prioridad: string
          prioridad_rango: number | null
          tecnico_id: string | null
          tercero_id: string | null
          tipo: string
        }[]
      }
      ops_resumen: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
      ops_tablero: {
        Args: { p_estados?: string[]; p_limite?: number }
        Returns: {
          estado: string
          total: number
          aproximado: boolean
          tarjetas: Json
        }[]
      }
      ops_tecnicos: {
        Args: Record<PropertyKey, never>
        Returns: { id: string; nombre: string }[]
      }
      predictive_crear_llave: {
        Args: { p_nombre: string }
        Returns: string
      }
      predictive_documentos_pago: {
        Args: { p_tercero?: string }
        Returns: {
          documento_id: string
          tercero_id: string
          tipo: string
          folio: number
          fecha_emision: string
          fecha_vencimiento: string
          fecha_pago: string
          total: number
          saldo: number
          dias_atraso: number
        }[]
      }
      predictive_lecturas_de_maquina: {
        Args: { p_hash: string; p_lecturas: Json }
        Returns: Json
      }
      predictive_ordenes_falla: {
        Args: { p_clave: string }
        Returns: {
          id: string
          numero: number
          creado_en: string
          horas: number
        }[]
      }
      predictive_resumen_fallas: {
        Args: Record<PropertyKey, never>
        Returns: {
          clave: string
          activo_id: string
          codigo: string
          nombre: string
          categoria: string
          criticidad: string
          minutos: number[]
          minutos_reparacion: number[]
        }[]
      }
      predictive_revisar_alertas: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
      predictive_riesgo_pago: {
        Args: Record<PropertyKey, never>
        Returns: {
          tercero_id: string
          nombre: string
          ruta: string
          documentos: number
          con_atraso: number
          vencidos: number
          dias_atraso_promedio: number
          proporcion_atraso: number
          atraso_reciente: number
          atraso_anterior: number
          saldo_vencido: number
          total_documentos: number
          puntaje: number
          motivos: string[]
        }[]
      }
      predictive_series_mensuales: {
        Args: Record<PropertyKey, never>
        Returns: {
          serie: string
          clave: string
          nombre: string
          desde: string
          valores: number[]
        }[]
      }
      proy_clientes: {
        Args: Record<PropertyKey, never>
        Returns: { id: string; nombre: string }[]
      }
      proy_resumen: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
      proy_usuarios: {
        Args: Record<PropertyKey, never>
        Returns: { id: string; nombre: string }[]
      }
      reenviar_invitacion: {
        Args: { p_invitacion_id: string }
        Returns: {
          correo: string
          creada_en: string
          empresa_id: string
          enviada_en: string
          envios: number
          estado: string
          id: string
          invitado_por: string | null
          nombre: string
          respondida_en: string | null
          rol_id: string
        }
      }
      registrar_enlace_recuperacion: {
        Args: { p_usuario_id: string }
        Returns: string
      }
      reintentar_correo: {
        Args: { p_id: number; p_error: string }
        Returns: undefined
      }
      revocar_invitacion: {
        Args: { p_invitacion_id: string }
        Returns: Json
      }
      skills_colaboradores: {
        Args: Record<PropertyKey, never>
        Returns: {
          id: string
          nombre: string
          cargo: string
          area: string
          jefe_id: string
          usuario_id: string
          estado: string
        }[]
      }
      skills_cuestionario: {
        Args: { p_curso: string }
        Returns: {
          id: string
          orden: number
          enunciado: string
          opciones: string[]
        }[]
      }
      skills_horas_capacitacion: {
        Args: { p_anio: number }
        Returns: { horas: number; certificados: number; personas: number }[]
      }
      skills_lista_asistencia: {
        Args: { p_sesion: string }
        Returns: {
          inscripcion_id: string
          colaborador_id: string
          nombre: string
          presente: boolean
        }[]
      }
      skills_marcar_leccion: {
        Args: { p_leccion: string }
        Returns: Json
      }
      skills_plan_capacitacion: {
        Args: { p_anio: number }
        Returns: {
          curso_id: string
          nombre: string
          modalidad: string
          es_induccion: boolean
          horas: number
          presupuesto: number
          gasto: number
          inscritos: number
          completados: number
        }[]
      }
      skills_registrar_asistencia: {
        Args: { p_sesion: string; p_asistencias: Json }
        Returns: number
      }
      skills_responder_cuestionario: {
        Args: { p_curso: string; p_respuestas: Json }
        Returns: Json
      }
      skills_verificar_asignacion: {
        Args: { p_tecnico: string; p_activo?: string; p_tipo_orden?: string }
        Returns: Json
      }
      think_actualizar_agenda: {
        Args: { p_revision: string }
        Returns: Json
      }
      think_fuente_valor: {
        Args: { p_fuente: string }
        Returns: number
      }
      think_proyectos: {
        Args: Record<PropertyKey, never>
        Returns: { id: string; nombre: string; estado: string }[]
      }
      think_registrar_lecturas: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      think_usuarios: {
        Args: Record<PropertyKey, never>
        Returns: { id: string; nombre: string }[]
      }
      tomar_correos: {
        Args: { p_cantidad?: number; p_segundos?: number }
        Returns: {
          id: number
          tipo: string
          destinatario: string
          datos: Json
          intentos: number
        }[]
      }
      uso_adjuntos_empresas: {
        Args: Record<PropertyKey, never>
        Returns: {
          empresa_id: string
          empresa_nombre: string
          bytes: number
          archivos: number
          cuota_bytes: number
        }[]
      }
      uso_adjuntos_pagina: {
        Args: { p_despues?: string; p_limite?: number }
        Returns: {
          empresa_id: string
          empresa_nombre: string
          bytes: number
          archivos: number
          cuota_bytes: number
          cuota_propia_mb: number
        }[]
      }
      usuarios_autenticados_conteo: {
        Args: { p_busqueda?: string; p_empresa_id?: string }
        Returns: { total: number; exacto: boolean }[]
      }
      usuarios_autenticados_pagina: {
        Args: {
          p_busqueda?: string
          p_empresa_id?: string
          p_despues?: Json
          p_limite?: number
        }
        Returns: {
          apellido_materno: string | null
          apellido_paterno: string | null
          correo: string | null
          empresa_id: string | null
          empresa_nombre: string | null
          estado: string | null
          id: string | null
          nombre: string | null
          rol_id: string | null
        }[]
      }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    keyof DefaultSchema["Enums"] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const

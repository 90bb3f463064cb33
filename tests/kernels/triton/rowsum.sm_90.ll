; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @rowsum(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) nofree readnone captures(none) %2, ptr addrspace(1) nofree readnone captures(none) %3) local_unnamed_addr #0 !dbg !4 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !11
  %6 = and i32 %5, 31, !dbg !11
  %7 = and i32 %5, 112, !dbg !11
  %8 = shl nuw nsw i32 %5, 2, !dbg !12
  %9 = and i32 %8, 60, !dbg !12
  %10 = zext nneg i32 %6 to i64, !dbg !13
  %11 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %10, !dbg !13
  %12 = shl nuw nsw i32 %7, 2, !dbg !14
  %13 = zext nneg i32 %12 to i64, !dbg !15
  %14 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %13, !dbg !15
  %15 = getelementptr i8, ptr addrspace(1) %14, i64 2048, !dbg !15
  %16 = getelementptr i8, ptr addrspace(1) %14, i64 4096, !dbg !15
  %17 = getelementptr i8, ptr addrspace(1) %14, i64 6144, !dbg !15
  %18 = zext nneg i32 %9 to i64, !dbg !15
  %19 = getelementptr [4 x i8], ptr addrspace(1) %14, i64 %18, !dbg !15
  %20 = getelementptr [4 x i8], ptr addrspace(1) %15, i64 %18, !dbg !15
  %21 = getelementptr [4 x i8], ptr addrspace(1) %16, i64 %18, !dbg !15
  %22 = getelementptr [4 x i8], ptr addrspace(1) %17, i64 %18, !dbg !15
  %23 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %19) #4, !dbg !16
  %24 = extractvalue { i32, i32, i32, i32 } %23, 0, !dbg !16
  %25 = extractvalue { i32, i32, i32, i32 } %23, 1, !dbg !16
  %26 = extractvalue { i32, i32, i32, i32 } %23, 2, !dbg !16
  %27 = extractvalue { i32, i32, i32, i32 } %23, 3, !dbg !16
  %28 = bitcast i32 %24 to float, !dbg !16
  %29 = bitcast i32 %25 to float, !dbg !16
  %30 = bitcast i32 %26 to float, !dbg !16
  %31 = bitcast i32 %27 to float, !dbg !16
  %32 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %20) #4, !dbg !16
  %33 = extractvalue { i32, i32, i32, i32 } %32, 0, !dbg !16
  %34 = extractvalue { i32, i32, i32, i32 } %32, 1, !dbg !16
  %35 = extractvalue { i32, i32, i32, i32 } %32, 2, !dbg !16
  %36 = extractvalue { i32, i32, i32, i32 } %32, 3, !dbg !16
  %37 = bitcast i32 %33 to float, !dbg !16
  %38 = bitcast i32 %34 to float, !dbg !16
  %39 = bitcast i32 %35 to float, !dbg !16
  %40 = bitcast i32 %36 to float, !dbg !16
  %41 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %21) #4, !dbg !16
  %42 = extractvalue { i32, i32, i32, i32 } %41, 0, !dbg !16
  %43 = extractvalue { i32, i32, i32, i32 } %41, 1, !dbg !16
  %44 = extractvalue { i32, i32, i32, i32 } %41, 2, !dbg !16
  %45 = extractvalue { i32, i32, i32, i32 } %41, 3, !dbg !16
  %46 = bitcast i32 %42 to float, !dbg !16
  %47 = bitcast i32 %43 to float, !dbg !16
  %48 = bitcast i32 %44 to float, !dbg !16
  %49 = bitcast i32 %45 to float, !dbg !16
  %50 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %22) #4, !dbg !16
  %51 = extractvalue { i32, i32, i32, i32 } %50, 0, !dbg !16
  %52 = extractvalue { i32, i32, i32, i32 } %50, 1, !dbg !16
  %53 = extractvalue { i32, i32, i32, i32 } %50, 2, !dbg !16
  %54 = extractvalue { i32, i32, i32, i32 } %50, 3, !dbg !16
  %55 = bitcast i32 %51 to float, !dbg !16
  %56 = bitcast i32 %52 to float, !dbg !16
  %57 = bitcast i32 %53 to float, !dbg !16
  %58 = bitcast i32 %54 to float, !dbg !16
  %59 = fadd float %28, %29, !dbg !17
  %60 = fadd float %30, %31, !dbg !17
  %61 = fadd float %59, %60, !dbg !17
  %62 = fadd float %37, %38, !dbg !17
  %63 = fadd float %39, %40, !dbg !17
  %64 = fadd float %62, %63, !dbg !17
  %65 = fadd float %46, %47, !dbg !17
  %66 = fadd float %48, %49, !dbg !17
  %67 = fadd float %65, %66, !dbg !17
  %68 = fadd float %55, %56, !dbg !17
  %69 = fadd float %57, %58, !dbg !17
  %70 = fadd float %68, %69, !dbg !17
  %71 = bitcast float %61 to i32, !dbg !20
  %72 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %71, i32 8, i32 31), !dbg !20
  %73 = bitcast i32 %72 to float, !dbg !20
  %74 = fadd float %61, %73, !dbg !17
  %75 = bitcast float %74 to i32, !dbg !20
  %76 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %75, i32 4, i32 31), !dbg !20
  %77 = bitcast i32 %76 to float, !dbg !20
  %78 = fadd float %74, %77, !dbg !17
  %79 = bitcast float %78 to i32, !dbg !20
  %80 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %79, i32 2, i32 31), !dbg !20
  %81 = bitcast i32 %80 to float, !dbg !20
  %82 = bitcast float %64 to i32, !dbg !20
  %83 = bitcast float %67 to i32, !dbg !20
  %84 = bitcast float %70 to i32, !dbg !20
  %85 = fadd float %78, %81, !dbg !17
  %86 = bitcast float %85 to i32, !dbg !20
  %87 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %86, i32 1, i32 31), !dbg !20
  %88 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %82, i32 8, i32 31), !dbg !20
  %89 = bitcast i32 %88 to float, !dbg !20
  %90 = fadd float %64, %89, !dbg !17
  %91 = bitcast float %90 to i32, !dbg !20
  %92 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %91, i32 4, i32 31), !dbg !20
  %93 = bitcast i32 %92 to float, !dbg !20
  %94 = fadd float %90, %93, !dbg !17
  %95 = bitcast float %94 to i32, !dbg !20
  %96 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %95, i32 2, i32 31), !dbg !20
  %97 = bitcast i32 %96 to float, !dbg !20
  %98 = fadd float %94, %97, !dbg !17
  %99 = bitcast float %98 to i32, !dbg !20
  %100 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %99, i32 1, i32 31), !dbg !20
  %101 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %83, i32 8, i32 31), !dbg !20
  %102 = bitcast i32 %101 to float, !dbg !20
  %103 = fadd float %67, %102, !dbg !17
  %104 = bitcast float %103 to i32, !dbg !20
  %105 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %104, i32 4, i32 31), !dbg !20
  %106 = bitcast i32 %105 to float, !dbg !20
  %107 = fadd float %103, %106, !dbg !17
  %108 = bitcast float %107 to i32, !dbg !20
  %109 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %108, i32 2, i32 31), !dbg !20
  %110 = bitcast i32 %109 to float, !dbg !20
  %111 = fadd float %107, %110, !dbg !17
  %112 = bitcast float %111 to i32, !dbg !20
  %113 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %112, i32 1, i32 31), !dbg !20
  %114 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %84, i32 8, i32 31), !dbg !20
  %115 = bitcast i32 %114 to float, !dbg !20
  %116 = fadd float %70, %115, !dbg !17
  %117 = bitcast float %116 to i32, !dbg !20
  %118 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %117, i32 4, i32 31), !dbg !20
  %119 = bitcast i32 %118 to float, !dbg !20
  %120 = fadd float %116, %119, !dbg !17
  %121 = bitcast float %120 to i32, !dbg !20
  %122 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %121, i32 2, i32 31), !dbg !20
  %123 = bitcast i32 %122 to float, !dbg !20
  %124 = fadd float %120, %123, !dbg !17
  %125 = bitcast float %124 to i32, !dbg !20
  %126 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %125, i32 1, i32 31), !dbg !20
  %127 = insertelement <4 x i32> poison, i32 %87, i64 0, !dbg !20
  %128 = insertelement <4 x i32> %127, i32 %100, i64 1, !dbg !20
  %129 = insertelement <4 x i32> %128, i32 %113, i64 2, !dbg !20
  %130 = insertelement <4 x i32> %129, i32 %126, i64 3, !dbg !20
  %131 = bitcast <4 x i32> %130 to <4 x float>, !dbg !20
  %132 = insertelement <4 x float> poison, float %85, i64 0, !dbg !17
  %133 = insertelement <4 x float> %132, float %98, i64 1, !dbg !17
  %134 = insertelement <4 x float> %133, float %111, i64 2, !dbg !17
  %135 = insertelement <4 x float> %134, float %124, i64 3, !dbg !17
  %136 = fadd <4 x float> %135, %131, !dbg !17
  %137 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %7, !dbg !23
  store <4 x float> %136, ptr addrspace(3) %137, align 16, !dbg !23
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !23
  %138 = shl nuw nsw i32 %5, 4, !dbg !23
  %139 = and i32 %138, 112, !dbg !23
  %140 = lshr i32 %5, 1, !dbg !23
  %141 = and i32 %140, 12, !dbg !23
  %142 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %139, !dbg !23
  %143 = getelementptr inbounds nuw i8, ptr addrspace(3) %142, i32 %141, !dbg !23
  %144 = load i32, ptr addrspace(3) %143, align 4, !dbg !23
  %145 = and i32 %5, 96, !dbg !23
  %146 = icmp eq i32 %145, 0, !dbg !23
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %144, ptr addrspace(1) %11, i1 %146) #4, !dbg !23
  ret void, !dbg !24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "rowsum", linkageName: "rowsum", scope: !1, file: !1, line: 63, type: !5, scopeLine: 63, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 65, column: 9, scope: !4)
!12 = !DILocation(line: 66, column: 9, scope: !4)
!13 = !DILocation(line: 67, column: 14, scope: !4)
!14 = !DILocation(line: 67, column: 56, scope: !4)
!15 = !DILocation(line: 67, column: 52, scope: !4)
!16 = !DILocation(line: 67, column: 44, scope: !4)
!17 = !DILocation(line: 287, column: 12, scope: !18, inlinedAt: !20)
!18 = distinct !DILexicalBlockFile(scope: !4, file: !19, discriminator: 0)
!19 = !DIFile(filename: "standard.py", directory: ".")
!20 = !DILocation(line: 314, column: 12, scope: !18, inlinedAt: !21)
!21 = !DILocation(line: 67, column: 37, scope: !22)
!22 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!23 = !DILocation(line: 67, column: 5, scope: !4)
!24 = !DILocation(line: 63, column: 1, scope: !4)

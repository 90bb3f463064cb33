; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @colsum(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) nofree readnone captures(none) %2, ptr addrspace(1) nofree readnone captures(none) %3) local_unnamed_addr #0 !dbg !4 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !11
  %6 = and i32 %5, 31, !dbg !12
  %7 = and i32 %5, 7, !dbg !12
  %8 = shl nuw nsw i32 %7, 2, !dbg !12
  %9 = zext nneg i32 %6 to i64, !dbg !13
  %10 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %9, !dbg !13
  %11 = shl nuw nsw i32 %5, 2, !dbg !14
  %12 = and i32 %11, 480, !dbg !14
  %13 = zext nneg i32 %12 to i64, !dbg !15
  %14 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %13, !dbg !15
  %15 = getelementptr i8, ptr addrspace(1) %14, i64 2048, !dbg !15
  %16 = getelementptr i8, ptr addrspace(1) %14, i64 4096, !dbg !15
  %17 = getelementptr i8, ptr addrspace(1) %14, i64 6144, !dbg !15
  %18 = zext nneg i32 %8 to i64, !dbg !15
  %19 = getelementptr [4 x i8], ptr addrspace(1) %14, i64 %18, !dbg !15
  %20 = getelementptr [4 x i8], ptr addrspace(1) %15, i64 %18, !dbg !15
  %21 = getelementptr [4 x i8], ptr addrspace(1) %16, i64 %18, !dbg !15
  %22 = getelementptr [4 x i8], ptr addrspace(1) %17, i64 %18, !dbg !15
  %23 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %19) #5, !dbg !16
  %24 = extractvalue { i32, i32, i32, i32 } %23, 0, !dbg !16
  %25 = extractvalue { i32, i32, i32, i32 } %23, 1, !dbg !16
  %26 = extractvalue { i32, i32, i32, i32 } %23, 2, !dbg !16
  %27 = extractvalue { i32, i32, i32, i32 } %23, 3, !dbg !16
  %28 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %20) #5, !dbg !16
  %29 = extractvalue { i32, i32, i32, i32 } %28, 0, !dbg !16
  %30 = extractvalue { i32, i32, i32, i32 } %28, 1, !dbg !16
  %31 = extractvalue { i32, i32, i32, i32 } %28, 2, !dbg !16
  %32 = extractvalue { i32, i32, i32, i32 } %28, 3, !dbg !16
  %33 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %21) #5, !dbg !16
  %34 = extractvalue { i32, i32, i32, i32 } %33, 0, !dbg !16
  %35 = extractvalue { i32, i32, i32, i32 } %33, 1, !dbg !16
  %36 = extractvalue { i32, i32, i32, i32 } %33, 2, !dbg !16
  %37 = extractvalue { i32, i32, i32, i32 } %33, 3, !dbg !16
  %38 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %22) #5, !dbg !16
  %39 = extractvalue { i32, i32, i32, i32 } %38, 0, !dbg !16
  %40 = extractvalue { i32, i32, i32, i32 } %38, 1, !dbg !16
  %41 = extractvalue { i32, i32, i32, i32 } %38, 2, !dbg !16
  %42 = extractvalue { i32, i32, i32, i32 } %38, 3, !dbg !16
  %43 = add i32 %29, %24, !dbg !17
  %44 = add i32 %43, %34, !dbg !17
  %45 = add i32 %44, %39, !dbg !17
  %46 = add i32 %30, %25, !dbg !17
  %47 = add i32 %46, %35, !dbg !17
  %48 = add i32 %47, %40, !dbg !17
  %49 = add i32 %31, %26, !dbg !17
  %50 = add i32 %49, %36, !dbg !17
  %51 = add i32 %50, %41, !dbg !17
  %52 = add i32 %32, %27, !dbg !17
  %53 = add i32 %52, %37, !dbg !17
  %54 = add i32 %53, %42, !dbg !17
  %55 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %45, i32 16, i32 31), !dbg !20
  %56 = add i32 %45, %55, !dbg !17
  %57 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %56, i32 8, i32 31), !dbg !20
  %58 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %48, i32 16, i32 31), !dbg !20
  %59 = add i32 %58, %48, !dbg !17
  %60 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %59, i32 8, i32 31), !dbg !20
  %61 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %51, i32 16, i32 31), !dbg !20
  %62 = add i32 %61, %51, !dbg !17
  %63 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %62, i32 8, i32 31), !dbg !20
  %64 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %54, i32 16, i32 31), !dbg !20
  %65 = add i32 %64, %54, !dbg !17
  %66 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %65, i32 8, i32 31), !dbg !20
  %67 = insertelement <4 x i32> poison, i32 %56, i64 0, !dbg !17
  %68 = insertelement <4 x i32> %67, i32 %59, i64 1, !dbg !17
  %69 = insertelement <4 x i32> %68, i32 %62, i64 2, !dbg !17
  %70 = insertelement <4 x i32> %69, i32 %65, i64 3, !dbg !17
  %71 = insertelement <4 x i32> poison, i32 %57, i64 0, !dbg !17
  %72 = insertelement <4 x i32> %71, i32 %60, i64 1, !dbg !17
  %73 = insertelement <4 x i32> %72, i32 %63, i64 2, !dbg !17
  %74 = insertelement <4 x i32> %73, i32 %66, i64 3, !dbg !17
  %75 = add <4 x i32> %70, %74, !dbg !17
  %76 = shl nuw nsw i32 %7, 4, !dbg !20
  %77 = and i32 %11, 384, !dbg !20
  %78 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %76, !dbg !20
  %79 = getelementptr inbounds nuw i8, ptr addrspace(3) %78, i32 %77, !dbg !20
  store <4 x i32> %75, ptr addrspace(3) %79, align 16, !dbg !20
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !20
  %80 = shl nuw nsw i32 %6, 4, !dbg !20
  %81 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %80, !dbg !20
  %82 = load i32, ptr addrspace(3) %81, align 16, !dbg !20
  %83 = getelementptr inbounds nuw i8, ptr addrspace(3) %81, i32 4, !dbg !20
  %84 = load i32, ptr addrspace(3) %83, align 4, !dbg !20
  %85 = getelementptr inbounds nuw i8, ptr addrspace(3) %81, i32 8, !dbg !20
  %86 = load i32, ptr addrspace(3) %85, align 8, !dbg !20
  %87 = getelementptr inbounds nuw i8, ptr addrspace(3) %81, i32 12, !dbg !20
  %88 = load i32, ptr addrspace(3) %87, align 4, !dbg !20
  %89 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %82, i32 16, i32 31), !dbg !20
  %90 = add i32 %82, %89, !dbg !17
  %91 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %90, i32 8, i32 31), !dbg !20
  %92 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %84, i32 16, i32 31), !dbg !20
  %93 = add i32 %92, %84, !dbg !17
  %94 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %93, i32 8, i32 31), !dbg !20
  %95 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %86, i32 16, i32 31), !dbg !20
  %96 = add i32 %95, %86, !dbg !17
  %97 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %96, i32 8, i32 31), !dbg !20
  %98 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %88, i32 16, i32 31), !dbg !20
  %99 = add i32 %98, %88, !dbg !17
  %100 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %99, i32 8, i32 31), !dbg !20
  %101 = insertelement <4 x i32> poison, i32 %90, i64 0, !dbg !17
  %102 = insertelement <4 x i32> %101, i32 %93, i64 1, !dbg !17
  %103 = insertelement <4 x i32> %102, i32 %96, i64 2, !dbg !17
  %104 = insertelement <4 x i32> %103, i32 %99, i64 3, !dbg !17
  %105 = insertelement <4 x i32> poison, i32 %91, i64 0, !dbg !17
  %106 = insertelement <4 x i32> %105, i32 %94, i64 1, !dbg !17
  %107 = insertelement <4 x i32> %106, i32 %97, i64 2, !dbg !17
  %108 = insertelement <4 x i32> %107, i32 %100, i64 3, !dbg !17
  %109 = add <4 x i32> %104, %108, !dbg !17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !23
  store <4 x i32> %109, ptr addrspace(3) %78, align 16, !dbg !23
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !23
  %110 = shl nuw nsw i32 %5, 4, !dbg !23
  %111 = and i32 %110, 112, !dbg !23
  %112 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %111, !dbg !23
  %113 = tail call i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) %112), !dbg !23
  %114 = and i32 %5, 96, !dbg !23
  %115 = icmp eq i32 %114, 0, !dbg !23
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %113, ptr addrspace(1) %10, i1 %115) #5, !dbg !23
  ret void, !dbg !24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) readonly captures(none)) #4

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "colsum", linkageName: "colsum", scope: !1, file: !1, line: 71, type: !5, scopeLine: 71, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 73, column: 9, scope: !4)
!12 = !DILocation(line: 74, column: 9, scope: !4)
!13 = !DILocation(line: 75, column: 14, scope: !4)
!14 = !DILocation(line: 75, column: 56, scope: !4)
!15 = !DILocation(line: 75, column: 52, scope: !4)
!16 = !DILocation(line: 75, column: 44, scope: !4)
!17 = !DILocation(line: 287, column: 12, scope: !18, inlinedAt: !20)
!18 = distinct !DILexicalBlockFile(scope: !4, file: !19, discriminator: 0)
!19 = !DIFile(filename: "standard.py", directory: ".")
!20 = !DILocation(line: 314, column: 12, scope: !18, inlinedAt: !21)
!21 = !DILocation(line: 75, column: 37, scope: !22)
!22 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!23 = !DILocation(line: 75, column: 5, scope: !4)
!24 = !DILocation(line: 71, column: 1, scope: !4)

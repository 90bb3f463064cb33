; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @vminmax(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, ptr addrspace(1) nofree readnone captures(none) %3, ptr addrspace(1) nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %7 = shl i32 %6, 9, !dbg !12
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  %9 = shl nuw nsw i32 %8, 2, !dbg !13
  %10 = and i32 %9, 508, !dbg !13
  %11 = or disjoint i32 %10, %7, !dbg !12
  %12 = or disjoint i32 %11, 1, !dbg !12
  %13 = or disjoint i32 %11, 2, !dbg !12
  %14 = or disjoint i32 %11, 3, !dbg !12
  %15 = icmp slt i32 %11, %2, !dbg !14
  %16 = icmp slt i32 %12, %2, !dbg !14
  %17 = icmp slt i32 %13, %2, !dbg !14
  %18 = icmp slt i32 %14, %2, !dbg !14
  %19 = sext i32 %11 to i64, !dbg !15
  %20 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %19, !dbg !15
  %21 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %20, i1 %15) #5, !dbg !16
  %22 = bitcast i32 %21 to float, !dbg !16
  %23 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %20, i1 %16) #5, !dbg !16
  %24 = bitcast i32 %23 to float, !dbg !16
  %25 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 8 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %20, i1 %17) #5, !dbg !16
  %26 = bitcast i32 %25 to float, !dbg !16
  %27 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 12 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %20, i1 %18) #5, !dbg !16
  %28 = bitcast i32 %27 to float, !dbg !16
  %29 = tail call float @llvm.maxnum.f32(float %22, float %24), !dbg !17
  %30 = tail call float @llvm.maxnum.f32(float %26, float %28), !dbg !17
  %31 = tail call float @llvm.maxnum.f32(float %29, float %30), !dbg !17
  %32 = bitcast float %31 to i32, !dbg !20
  %33 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %32, i32 16, i32 31), !dbg !20
  %34 = bitcast i32 %33 to float, !dbg !20
  %35 = tail call float @llvm.maxnum.f32(float %31, float %34), !dbg !17
  %36 = bitcast float %35 to i32, !dbg !20
  %37 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %36, i32 8, i32 31), !dbg !20
  %38 = bitcast i32 %37 to float, !dbg !20
  %39 = tail call float @llvm.maxnum.f32(float %35, float %38), !dbg !17
  %40 = bitcast float %39 to i32, !dbg !20
  %41 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %40, i32 4, i32 31), !dbg !20
  %42 = bitcast i32 %41 to float, !dbg !20
  %43 = tail call float @llvm.maxnum.f32(float %39, float %42), !dbg !17
  %44 = bitcast float %43 to i32, !dbg !20
  %45 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %44, i32 2, i32 31), !dbg !20
  %46 = bitcast i32 %45 to float, !dbg !20
  %47 = tail call float @llvm.maxnum.f32(float %43, float %46), !dbg !17
  %48 = bitcast float %47 to i32, !dbg !20
  %49 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %48, i32 1, i32 31), !dbg !20
  %50 = bitcast i32 %49 to float, !dbg !20
  %51 = tail call float @llvm.maxnum.f32(float %47, float %50), !dbg !17
  %52 = lshr i32 %8, 3, !dbg !20
  %53 = and i32 %52, 12, !dbg !20
  %54 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %53, !dbg !20
  store float %51, ptr addrspace(3) %54, align 4, !dbg !20
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !20
  %55 = and i32 %9, 12, !dbg !20
  %56 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %55, !dbg !20
  %57 = load i32, ptr addrspace(3) %56, align 4, !dbg !20
  %58 = bitcast i32 %57 to float, !dbg !20
  %59 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %57, i32 2, i32 31), !dbg !20
  %60 = bitcast i32 %59 to float, !dbg !20
  %61 = tail call float @llvm.maxnum.f32(float %58, float %60), !dbg !17
  %62 = bitcast float %61 to i32, !dbg !20
  %63 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %62, i32 1, i32 31), !dbg !20
  %64 = bitcast i32 %63 to float, !dbg !20
  %65 = tail call float @llvm.maxnum.f32(float %61, float %64), !dbg !17
  %66 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 2139095040, ptr addrspace(1) %20, i1 %15) #5, !dbg !23
  %67 = bitcast i32 %66 to float, !dbg !23
  %68 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b"(i32 2139095040, ptr addrspace(1) %20, i1 %16) #5, !dbg !23
  %69 = bitcast i32 %68 to float, !dbg !23
  %70 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 8 ];", "=r,r,l,b"(i32 2139095040, ptr addrspace(1) %20, i1 %17) #5, !dbg !23
  %71 = bitcast i32 %70 to float, !dbg !23
  %72 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 12 ];", "=r,r,l,b"(i32 2139095040, ptr addrspace(1) %20, i1 %18) #5, !dbg !23
  %73 = bitcast i32 %72 to float, !dbg !23
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !24
  %74 = tail call float @llvm.minnum.f32(float %67, float %69), !dbg !26
  %75 = tail call float @llvm.minnum.f32(float %71, float %73), !dbg !26
  %76 = tail call float @llvm.minnum.f32(float %74, float %75), !dbg !26
  %77 = bitcast float %76 to i32, !dbg !24
  %78 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %77, i32 16, i32 31), !dbg !24
  %79 = bitcast i32 %78 to float, !dbg !24
  %80 = tail call float @llvm.minnum.f32(float %76, float %79), !dbg !26
  %81 = bitcast float %80 to i32, !dbg !24
  %82 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %81, i32 8, i32 31), !dbg !24
  %83 = bitcast i32 %82 to float, !dbg !24
  %84 = tail call float @llvm.minnum.f32(float %80, float %83), !dbg !26
  %85 = bitcast float %84 to i32, !dbg !24
  %86 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %85, i32 4, i32 31), !dbg !24
  %87 = bitcast i32 %86 to float, !dbg !24
  %88 = tail call float @llvm.minnum.f32(float %84, float %87), !dbg !26
  %89 = bitcast float %88 to i32, !dbg !24
  %90 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %89, i32 2, i32 31), !dbg !24
  %91 = bitcast i32 %90 to float, !dbg !24
  %92 = tail call float @llvm.minnum.f32(float %88, float %91), !dbg !26
  %93 = bitcast float %92 to i32, !dbg !24
  %94 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %93, i32 1, i32 31), !dbg !24
  %95 = bitcast i32 %94 to float, !dbg !24
  %96 = tail call float @llvm.minnum.f32(float %92, float %95), !dbg !26
  store float %96, ptr addrspace(3) %54, align 4, !dbg !24
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !24
  %97 = load i32, ptr addrspace(3) %56, align 4, !dbg !24
  %98 = bitcast i32 %97 to float, !dbg !24
  %99 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %97, i32 2, i32 31), !dbg !24
  %100 = bitcast i32 %99 to float, !dbg !24
  %101 = tail call float @llvm.minnum.f32(float %98, float %100), !dbg !26
  %102 = bitcast float %101 to i32, !dbg !24
  %103 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %102, i32 1, i32 31), !dbg !24
  %104 = bitcast i32 %103 to float, !dbg !24
  %105 = tail call float @llvm.minnum.f32(float %101, float %104), !dbg !26
  %106 = shl nuw i32 %6, 1, !dbg !27
  %107 = sext i32 %106 to i64, !dbg !28
  %108 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %107, !dbg !28
  %109 = icmp eq i32 %8, 0, !dbg !29
  %110 = bitcast float %65 to i32, !dbg !29
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %110, ptr addrspace(1) %108, i1 %109) #5, !dbg !29
  %111 = getelementptr i8, ptr addrspace(1) %108, i64 4, !dbg !30
  %112 = bitcast float %105 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %112, ptr addrspace(1) %111, i1 %109) #5, !dbg !31
  ret void, !dbg !32
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #2

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "vminmax", linkageName: "vminmax", scope: !1, file: !1, line: 27, type: !5, scopeLine: 27, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 28, column: 12, scope: !4)
!13 = !DILocation(line: 28, column: 39, scope: !4)
!14 = !DILocation(line: 29, column: 9, scope: !4)
!15 = !DILocation(line: 30, column: 25, scope: !4)
!16 = !DILocation(line: 30, column: 17, scope: !4)
!17 = !DILocation(line: 196, column: 12, scope: !18, inlinedAt: !20)
!18 = distinct !DILexicalBlockFile(scope: !4, file: !19, discriminator: 0)
!19 = !DIFile(filename: "standard.py", directory: ".")
!20 = !DILocation(line: 216, column: 16, scope: !18, inlinedAt: !21)
!21 = !DILocation(line: 30, column: 10, scope: !22)
!22 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!23 = !DILocation(line: 31, column: 17, scope: !4)
!24 = !DILocation(line: 274, column: 16, scope: !18, inlinedAt: !25)
!25 = !DILocation(line: 31, column: 10, scope: !22)
!26 = !DILocation(line: 254, column: 12, scope: !18, inlinedAt: !24)
!27 = !DILocation(line: 32, column: 20, scope: !4)
!28 = !DILocation(line: 32, column: 14, scope: !4)
!29 = !DILocation(line: 32, column: 5, scope: !4)
!30 = !DILocation(line: 33, column: 14, scope: !4)
!31 = !DILocation(line: 33, column: 5, scope: !4)
!32 = !DILocation(line: 27, column: 1, scope: !4)

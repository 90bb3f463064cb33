; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu11.00-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @rowsum(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, ptr addrspace(1) inreg nofree readnone captures(none) %2, ptr addrspace(1) inreg nofree readnone captures(none) %3) local_unnamed_addr #0 !dbg !4 {
  %5 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
  %6 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %5), !dbg !11
  %7 = lshr i32 %6, 5, !dbg !11
  %8 = and i32 %7, 3, !dbg !11
  %9 = and i32 %5, 31, !dbg !12
  %10 = shl nuw nsw i32 %8, 5, !dbg !12
  %11 = or disjoint i32 %10, %9, !dbg !12
  %12 = and i32 %11, 112, !dbg !12
  %13 = shl nuw nsw i32 %5, 4, !dbg !13
  %14 = and i32 %13, 240, !dbg !13
  %15 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 822243328), !dbg !14
  %16 = shl nuw nsw i32 %11, 4, !dbg !14
  %17 = and i32 %16, 1792, !dbg !14
  %18 = or disjoint i32 %17, %14, !dbg !14
  %19 = tail call <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) %15, i32 %18, i32 0, i32 0), !dbg !14
  %20 = extractelement <4 x float> %19, i64 0, !dbg !14
  %21 = extractelement <4 x float> %19, i64 1, !dbg !14
  %22 = extractelement <4 x float> %19, i64 2, !dbg !14
  %23 = extractelement <4 x float> %19, i64 3, !dbg !14
  %24 = or disjoint i32 %18, 2048, !dbg !14
  %25 = tail call <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) %15, i32 %24, i32 0, i32 0), !dbg !14
  %26 = extractelement <4 x float> %25, i64 0, !dbg !14
  %27 = extractelement <4 x float> %25, i64 1, !dbg !14
  %28 = extractelement <4 x float> %25, i64 2, !dbg !14
  %29 = extractelement <4 x float> %25, i64 3, !dbg !14
  %30 = or disjoint i32 %18, 4096, !dbg !14
  %31 = tail call <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) %15, i32 %30, i32 0, i32 0), !dbg !14
  %32 = extractelement <4 x float> %31, i64 0, !dbg !14
  %33 = extractelement <4 x float> %31, i64 1, !dbg !14
  %34 = extractelement <4 x float> %31, i64 2, !dbg !14
  %35 = extractelement <4 x float> %31, i64 3, !dbg !14
  %36 = or disjoint i32 %18, 6144, !dbg !14
  %37 = tail call <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) %15, i32 %36, i32 0, i32 0), !dbg !14
  %38 = extractelement <4 x float> %37, i64 0, !dbg !14
  %39 = extractelement <4 x float> %37, i64 1, !dbg !14
  %40 = extractelement <4 x float> %37, i64 2, !dbg !14
  %41 = extractelement <4 x float> %37, i64 3, !dbg !14
  %42 = fadd float %20, %21, !dbg !15
  %43 = fadd float %22, %23, !dbg !15
  %44 = fadd float %42, %43, !dbg !15
  %45 = fadd float %26, %27, !dbg !15
  %46 = fadd float %28, %29, !dbg !15
  %47 = fadd float %45, %46, !dbg !15
  %48 = fadd float %32, %33, !dbg !15
  %49 = fadd float %34, %35, !dbg !15
  %50 = fadd float %48, %49, !dbg !15
  %51 = fadd float %38, %39, !dbg !15
  %52 = fadd float %40, %41, !dbg !15
  %53 = fadd float %51, %52, !dbg !15
  %54 = bitcast float %44 to i32, !dbg !18
  %55 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %54, i32 360, i32 15, i32 15, i1 true), !dbg !18
  %56 = bitcast i32 %55 to float, !dbg !18
  %57 = fadd float %44, %56, !dbg !15
  %58 = bitcast float %57 to i32, !dbg !18
  %59 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %58, i32 356, i32 15, i32 15, i1 true), !dbg !18
  %60 = bitcast i32 %59 to float, !dbg !18
  %61 = fadd float %57, %60, !dbg !15
  %62 = bitcast float %61 to i32, !dbg !18
  %63 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %62, i32 354, i32 15, i32 15, i1 true), !dbg !18
  %64 = bitcast i32 %63 to float, !dbg !18
  %65 = fadd float %61, %64, !dbg !15
  %66 = bitcast float %65 to i32, !dbg !18
  %67 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %66, i32 353, i32 15, i32 15, i1 true), !dbg !18
  %68 = bitcast i32 %67 to float, !dbg !18
  %69 = fadd float %65, %68, !dbg !15
  %70 = bitcast float %47 to i32, !dbg !18
  %71 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %70, i32 360, i32 15, i32 15, i1 true), !dbg !18
  %72 = bitcast i32 %71 to float, !dbg !18
  %73 = fadd float %47, %72, !dbg !15
  %74 = bitcast float %73 to i32, !dbg !18
  %75 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %74, i32 356, i32 15, i32 15, i1 true), !dbg !18
  %76 = bitcast i32 %75 to float, !dbg !18
  %77 = fadd float %73, %76, !dbg !15
  %78 = bitcast float %77 to i32, !dbg !18
  %79 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %78, i32 354, i32 15, i32 15, i1 true), !dbg !18
  %80 = bitcast i32 %79 to float, !dbg !18
  %81 = fadd float %77, %80, !dbg !15
  %82 = bitcast float %81 to i32, !dbg !18
  %83 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %82, i32 353, i32 15, i32 15, i1 true), !dbg !18
  %84 = bitcast i32 %83 to float, !dbg !18
  %85 = fadd float %81, %84, !dbg !15
  %86 = bitcast float %50 to i32, !dbg !18
  %87 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %86, i32 360, i32 15, i32 15, i1 true), !dbg !18
  %88 = bitcast i32 %87 to float, !dbg !18
  %89 = fadd float %50, %88, !dbg !15
  %90 = bitcast float %89 to i32, !dbg !18
  %91 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %90, i32 356, i32 15, i32 15, i1 true), !dbg !18
  %92 = bitcast i32 %91 to float, !dbg !18
  %93 = fadd float %89, %92, !dbg !15
  %94 = bitcast float %93 to i32, !dbg !18
  %95 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %94, i32 354, i32 15, i32 15, i1 true), !dbg !18
  %96 = bitcast i32 %95 to float, !dbg !18
  %97 = fadd float %93, %96, !dbg !15
  %98 = bitcast float %97 to i32, !dbg !18
  %99 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %98, i32 353, i32 15, i32 15, i1 true), !dbg !18
  %100 = bitcast i32 %99 to float, !dbg !18
  %101 = fadd float %97, %100, !dbg !15
  %102 = bitcast float %53 to i32, !dbg !18
  %103 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %102, i32 360, i32 15, i32 15, i1 true), !dbg !18
  %104 = bitcast i32 %103 to float, !dbg !18
  %105 = fadd float %53, %104, !dbg !15
  %106 = bitcast float %105 to i32, !dbg !18
  %107 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %106, i32 356, i32 15, i32 15, i1 true), !dbg !18
  %108 = bitcast i32 %107 to float, !dbg !18
  %109 = fadd float %105, %108, !dbg !15
  %110 = bitcast float %109 to i32, !dbg !18
  %111 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %110, i32 354, i32 15, i32 15, i1 true), !dbg !18
  %112 = bitcast i32 %111 to float, !dbg !18
  %113 = fadd float %109, %112, !dbg !15
  %114 = bitcast float %113 to i32, !dbg !18
  %115 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %114, i32 353, i32 15, i32 15, i1 true), !dbg !18
  %116 = bitcast i32 %115 to float, !dbg !18
  %117 = fadd float %113, %116, !dbg !15
  %118 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %12, !dbg !11
  %119 = insertelement <4 x float> poison, float %69, i64 0, !dbg !11
  %120 = insertelement <4 x float> %119, float %85, i64 1, !dbg !11
  %121 = insertelement <4 x float> %120, float %101, i64 2, !dbg !11
  %122 = insertelement <4 x float> %121, float %117, i64 3, !dbg !11
  store <4 x float> %122, ptr addrspace(3) %118, align 16, !dbg !11
  fence syncscope("workgroup") release, !dbg !11
  tail call void @llvm.amdgcn.s.barrier(), !dbg !11
  fence syncscope("workgroup") acquire, !dbg !11
  %123 = and i32 %13, 112, !dbg !11
  %124 = lshr i32 %5, 1, !dbg !11
  %125 = and i32 %124, 12, !dbg !11
  %126 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %123, !dbg !11
  %127 = getelementptr inbounds nuw i8, ptr addrspace(3) %126, i32 %125, !dbg !11
  %128 = load float, ptr addrspace(3) %127, align 4, !dbg !11
  %129 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 822243328), !dbg !11
  %130 = icmp eq i32 %8, 0, !dbg !11
  %131 = shl nuw nsw i32 %9, 2, !dbg !11
  %132 = select i1 %130, i32 %131, i32 -2147483648, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %128, ptr addrspace(8) %129, i32 %132, i32 0, i32 0), !dbg !11
  ret void, !dbg !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.f32(float, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #7

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "rowsum", linkageName: "rowsum", scope: !1, file: !1, line: 63, type: !5, scopeLine: 63, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 67, column: 5, scope: !4)
!12 = !DILocation(line: 65, column: 9, scope: !4)
!13 = !DILocation(line: 66, column: 9, scope: !4)
!14 = !DILocation(line: 67, column: 44, scope: !4)
!15 = !DILocation(line: 287, column: 12, scope: !16, inlinedAt: !18)
!16 = distinct !DILexicalBlockFile(scope: !4, file: !17, discriminator: 0)
!17 = !DIFile(filename: "standard.py", directory: ".")
!18 = !DILocation(line: 314, column: 12, scope: !16, inlinedAt: !19)
!19 = !DILocation(line: 67, column: 37, scope: !20)
!20 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!21 = !DILocation(line: 63, column: 1, scope: !4)

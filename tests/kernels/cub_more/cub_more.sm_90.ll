; ModuleID = 'cub_more.cu'
source_filename = "cub_more.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%"struct.cub::CUB_300001_SM_900::BlockRadixSort<unsigned int, 128, 4>::TempStorage" = type { %"struct.cub::CUB_300001_SM_900::Uninitialized" }
%"struct.cub::CUB_300001_SM_900::Uninitialized" = type { [290 x %struct.ulonglong2.0] }
%struct.ulonglong2.0 = type { i64, i64 }
%"struct.cub::CUB_300001_SM_900::BlockRadixSort<float, 128, 4, int>::TempStorage" = type { %"struct.cub::CUB_300001_SM_900::Uninitialized.1" }
%"struct.cub::CUB_300001_SM_900::Uninitialized.1" = type { [290 x %struct.ulonglong2.0] }
%"struct.cub::CUB_300001_SM_900::BlockRadixRankMatch<128, 4, false>::TempStorage" = type { %"struct.cub::CUB_300001_SM_900::Uninitialized.4" }
%"struct.cub::CUB_300001_SM_900::Uninitialized.4" = type { [34 x %struct.ulonglong2.0] }
%"struct.cub::CUB_300001_SM_900::BlockMergeSortStrategy<int, cub::CUB_300001_SM_900::NullType, 32, 4, cub::CUB_300001_SM_900::WarpMergeSort<int, 4>>::TempStorage" = type { %"struct.cub::CUB_300001_SM_900::Uninitialized.5" }
%"struct.cub::CUB_300001_SM_900::Uninitialized.5" = type { [129 x i32] }
%"struct.cub::CUB_300001_SM_900::BlockMergeSortStrategy<int, cub::CUB_300001_SM_900::NullType, 128, 4, cub::CUB_300001_SM_900::BlockMergeSort<int, 128, 4>>::TempStorage" = type { %"struct.cub::CUB_300001_SM_900::Uninitialized.6" }
%"struct.cub::CUB_300001_SM_900::Uninitialized.6" = type { [513 x i32] }
%union.anon = type { %"struct.cub::CUB_300001_SM_900::BlockStore<int, 128, 4, cub::CUB_300001_SM_900::BLOCK_STORE_TRANSPOSE>::TempStorage" }
%"struct.cub::CUB_300001_SM_900::BlockStore<int, 128, 4, cub::CUB_300001_SM_900::BLOCK_STORE_TRANSPOSE>::TempStorage" = type { %"struct.cub::CUB_300001_SM_900::Uninitialized.10" }
%"struct.cub::CUB_300001_SM_900::Uninitialized.10" = type { [129 x %struct.ulonglong2.0] }
%"struct.cub::CUB_300001_SM_900::BlockHistogram<unsigned char, 128, 4, 256>::TempStorage" = type { %"struct.cub::CUB_300001_SM_900::Uninitialized.44" }
%"struct.cub::CUB_300001_SM_900::Uninitialized.44" = type { [290 x %struct.ulonglong2.0] }

$_ZZ9histogramILN3cub17CUB_300001_SM_90023BlockHistogramAlgorithmE1EEvPKhPjE4bins = comdat any

$_ZZ9histogramILN3cub17CUB_300001_SM_90023BlockHistogramAlgorithmE0EEvPKhPjE2ts = comdat any

$_ZZ9histogramILN3cub17CUB_300001_SM_90023BlockHistogramAlgorithmE0EEvPKhPjE4bins = comdat any

@_ZZ10radix_sortE2ts = internal unnamed_addr addrspace(3) global %"struct.cub::CUB_300001_SM_900::BlockRadixSort<unsigned int, 128, 4>::TempStorage" undef, align 16
@_ZZ16radix_sort_pairsE2ts = internal unnamed_addr addrspace(3) global %"struct.cub::CUB_300001_SM_900::BlockRadixSort<float, 128, 4, int>::TempStorage" undef, align 16
@_ZZ16radix_rank_matchE2ts = internal addrspace(3) global %"struct.cub::CUB_300001_SM_900::BlockRadixRankMatch<128, 4, false>::TempStorage" undef, align 16
@_ZZ15warp_merge_sortE2ts = internal unnamed_addr addrspace(3) global [4 x %"struct.cub::CUB_300001_SM_900::BlockMergeSortStrategy<int, cub::CUB_300001_SM_900::NullType, 32, 4, cub::CUB_300001_SM_900::WarpMergeSort<int, 4>>::TempStorage"] undef, align 4
@_ZZ16block_merge_sortE2ts = internal unnamed_addr addrspace(3) global %"struct.cub::CUB_300001_SM_900::BlockMergeSortStrategy<int, cub::CUB_300001_SM_900::NullType, 128, 4, cub::CUB_300001_SM_900::BlockMergeSort<int, 128, 4>>::TempStorage" undef, align 4
@_ZZ15load_flag_storeE2ts = internal unnamed_addr addrspace(3) global %union.anon undef, align 16
@_ZZ9histogramILN3cub17CUB_300001_SM_90023BlockHistogramAlgorithmE1EEvPKhPjE4bins = linkonce_odr dso_local addrspace(3) global [256 x i32] undef, comdat, align 4
@_ZZ9histogramILN3cub17CUB_300001_SM_90023BlockHistogramAlgorithmE0EEvPKhPjE2ts = linkonce_odr dso_local local_unnamed_addr addrspace(3) global %"struct.cub::CUB_300001_SM_900::BlockHistogram<unsigned char, 128, 4, 256>::TempStorage" undef, comdat, align 16
@_ZZ9histogramILN3cub17CUB_300001_SM_90023BlockHistogramAlgorithmE0EEvPKhPjE4bins = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [256 x i32] undef, comdat, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @radix_sort(ptr noundef captures(none) %0) local_unnamed_addr #0 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %3 = shl i32 %2, 9
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = shl nuw nsw i32 %4, 2
  %6 = add i32 %3, %5
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds nuw i32, ptr %0, i64 %7
  %9 = load i32, ptr %8, align 4, !tbaa !6
  %10 = or disjoint i32 %6, 1
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr %0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !6
  %14 = or disjoint i32 %6, 2
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds nuw i32, ptr %0, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !6
  %18 = or disjoint i32 %6, 3
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds nuw i32, ptr %0, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !6
  %22 = zext nneg i32 %4 to i64
  %23 = getelementptr inbounds nuw [2 x i16], ptr addrspacecast (ptr addrspace(3) @_ZZ10radix_sortE2ts to ptr), i64 %22
  %24 = getelementptr inbounds nuw [9 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10radix_sortE2ts to ptr), i64 %22
  %25 = lshr i32 %4, 5
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ10radix_sortE2ts to ptr), i64 4608), i64 %26
  %28 = icmp eq i32 %25, 1
  %29 = icmp eq i32 %25, 2
  %30 = icmp eq i32 %25, 3
  %31 = icmp eq i32 %25, 0
  %32 = icmp eq i32 %4, 0
  %33 = zext nneg i32 %5 to i64
  %34 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10radix_sortE2ts to ptr), i64 %33
  %35 = getelementptr inbounds nuw i8, ptr %23, i64 512
  %36 = getelementptr inbounds nuw i8, ptr %23, i64 1024
  %37 = getelementptr inbounds nuw i8, ptr %23, i64 1536
  %38 = getelementptr inbounds nuw i8, ptr %23, i64 2048
  %39 = getelementptr inbounds nuw i8, ptr %23, i64 2560
  %40 = getelementptr inbounds nuw i8, ptr %23, i64 3072
  %41 = getelementptr inbounds nuw i8, ptr %23, i64 3584
  %42 = getelementptr inbounds nuw i8, ptr %23, i64 4096
  %43 = getelementptr inbounds nuw i8, ptr %24, i64 4
  %44 = getelementptr inbounds nuw i8, ptr %24, i64 8
  %45 = getelementptr inbounds nuw i8, ptr %24, i64 12
  %46 = getelementptr inbounds nuw i8, ptr %24, i64 16
  %47 = getelementptr inbounds nuw i8, ptr %24, i64 20
  %48 = getelementptr inbounds nuw i8, ptr %24, i64 24
  %49 = getelementptr inbounds nuw i8, ptr %24, i64 28
  %50 = getelementptr inbounds nuw i8, ptr %24, i64 32
  %51 = zext nneg i32 %5 to i64
  %52 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10radix_sortE2ts to ptr), i64 %51
  %53 = getelementptr inbounds nuw i8, ptr %52, i64 4
  %54 = zext nneg i32 %5 to i64
  %55 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10radix_sortE2ts to ptr), i64 %54
  %56 = getelementptr inbounds nuw i8, ptr %55, i64 8
  %57 = zext nneg i32 %5 to i64
  %58 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10radix_sortE2ts to ptr), i64 %57
  %59 = getelementptr inbounds nuw i8, ptr %58, i64 12
  br label %60

60:                                               ; preds = %1, %195
  %61 = phi i32 [ %21, %1 ], [ %193, %195 ]
  %62 = phi i32 [ %17, %1 ], [ %192, %195 ]
  %63 = phi i32 [ %13, %1 ], [ %191, %195 ]
  %64 = phi i32 [ %9, %1 ], [ %190, %195 ]
  %65 = phi i32 [ undef, %1 ], [ %145, %195 ]
  %66 = phi i32 [ 0, %1 ], [ %196, %195 ]
  store i32 0, ptr %23, align 4, !tbaa !6
  store i32 0, ptr %35, align 4, !tbaa !6
  store i32 0, ptr %36, align 4, !tbaa !6
  store i32 0, ptr %37, align 4, !tbaa !6
  store i32 0, ptr %38, align 4, !tbaa !6
  store i32 0, ptr %39, align 4, !tbaa !6
  store i32 0, ptr %40, align 4, !tbaa !6
  store i32 0, ptr %41, align 4, !tbaa !6
  store i32 0, ptr %42, align 4, !tbaa !6
  %67 = tail call noundef i32 asm "shr.b32 $0, $1, $2;", "=r,r,r"(i32 %64, i32 %66) #6, !srcloc !11
  %68 = tail call noundef i32 asm "bmsk.clamp.b32 $0, $1, $2;", "=r,r,r"(i32 0, i32 4) #6, !srcloc !12
  %69 = and i32 %68, %67
  %70 = lshr i32 %69, 3
  %71 = and i32 %69, 7
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds nuw [128 x [2 x i16]], ptr %23, i64 %72
  %74 = zext nneg i32 %70 to i64
  %75 = getelementptr inbounds nuw i16, ptr %73, i64 %74
  %76 = load i16, ptr %75, align 2, !tbaa !13
  %77 = add i16 %76, 1
  store i16 %77, ptr %75, align 2, !tbaa !13
  %78 = tail call noundef i32 asm "shr.b32 $0, $1, $2;", "=r,r,r"(i32 %63, i32 %66) #6, !srcloc !11
  %79 = tail call noundef i32 asm "bmsk.clamp.b32 $0, $1, $2;", "=r,r,r"(i32 0, i32 4) #6, !srcloc !12
  %80 = and i32 %79, %78
  %81 = lshr i32 %80, 3
  %82 = and i32 %80, 7
  %83 = zext nneg i32 %82 to i64
  %84 = getelementptr inbounds nuw [128 x [2 x i16]], ptr %23, i64 %83
  %85 = zext nneg i32 %81 to i64
  %86 = getelementptr inbounds nuw i16, ptr %84, i64 %85
  %87 = load i16, ptr %86, align 2, !tbaa !13
  %88 = add i16 %87, 1
  store i16 %88, ptr %86, align 2, !tbaa !13
  %89 = tail call noundef i32 asm "shr.b32 $0, $1, $2;", "=r,r,r"(i32 %62, i32 %66) #6, !srcloc !11
  %90 = tail call noundef i32 asm "bmsk.clamp.b32 $0, $1, $2;", "=r,r,r"(i32 0, i32 4) #6, !srcloc !12
  %91 = and i32 %90, %89
  %92 = lshr i32 %91, 3
  %93 = and i32 %91, 7
  %94 = zext nneg i32 %93 to i64
  %95 = getelementptr inbounds nuw [128 x [2 x i16]], ptr %23, i64 %94
  %96 = zext nneg i32 %92 to i64
  %97 = getelementptr inbounds nuw i16, ptr %95, i64 %96
  %98 = load i16, ptr %97, align 2, !tbaa !13
  %99 = add i16 %98, 1
  store i16 %99, ptr %97, align 2, !tbaa !13
  %100 = tail call noundef i32 asm "shr.b32 $0, $1, $2;", "=r,r,r"(i32 %61, i32 %66) #6, !srcloc !11
  %101 = tail call noundef i32 asm "bmsk.clamp.b32 $0, $1, $2;", "=r,r,r"(i32 0, i32 4) #6, !srcloc !12
  %102 = and i32 %101, %100
  %103 = lshr i32 %102, 3
  %104 = and i32 %102, 7
  %105 = zext nneg i32 %104 to i64
  %106 = getelementptr inbounds nuw [128 x [2 x i16]], ptr %23, i64 %105
  %107 = zext nneg i32 %103 to i64
  %108 = getelementptr inbounds nuw i16, ptr %106, i64 %107
  %109 = load i16, ptr %108, align 2, !tbaa !13
  %110 = add i16 %109, 1
  store i16 %110, ptr %108, align 2, !tbaa !13
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %111 = load i32, ptr %24, align 4, !tbaa !6
  %112 = load i32, ptr %43, align 4, !tbaa !6
  %113 = load i32, ptr %44, align 4, !tbaa !6
  %114 = load i32, ptr %45, align 4, !tbaa !6
  %115 = load i32, ptr %46, align 4, !tbaa !6
  %116 = load i32, ptr %47, align 4, !tbaa !6
  %117 = load i32, ptr %48, align 4, !tbaa !6
  %118 = load i32, ptr %49, align 4, !tbaa !6
  %119 = load i32, ptr %50, align 4, !tbaa !6
  %120 = add i32 %112, %111
  %121 = add i32 %113, %120
  %122 = add i32 %114, %121
  %123 = add i32 %115, %122
  %124 = add i32 %116, %123
  %125 = add i32 %117, %124
  %126 = add i32 %118, %125
  %127 = add i32 %119, %126
  %128 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #6, !srcloc !15
  %129 = tail call noundef i32 asm sideeffect "{  .reg .u32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.u32 r0, r0, $4;  mov.u32 $0, r0;}", "=r,r,r,r,r,r"(i32 %127, i32 1, i32 0, i32 %127, i32 -1) #7, !srcloc !16
  %130 = tail call noundef i32 asm sideeffect "{  .reg .u32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.u32 r0, r0, $4;  mov.u32 $0, r0;}", "=r,r,r,r,r,r"(i32 %129, i32 2, i32 0, i32 %129, i32 -1) #7, !srcloc !16
  %131 = tail call noundef i32 asm sideeffect "{  .reg .u32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.u32 r0, r0, $4;  mov.u32 $0, r0;}", "=r,r,r,r,r,r"(i32 %130, i32 4, i32 0, i32 %130, i32 -1) #7, !srcloc !16
  %132 = tail call noundef i32 asm sideeffect "{  .reg .u32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.u32 r0, r0, $4;  mov.u32 $0, r0;}", "=r,r,r,r,r,r"(i32 %131, i32 8, i32 0, i32 %131, i32 -1) #7, !srcloc !16
  %133 = tail call noundef i32 asm sideeffect "{  .reg .u32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.u32 r0, r0, $4;  mov.u32 $0, r0;}", "=r,r,r,r,r,r"(i32 %132, i32 16, i32 0, i32 %132, i32 -1) #7, !srcloc !16
  %134 = sub i32 %133, %127
  %135 = icmp eq i32 %128, 31
  br i1 %135, label %136, label %137

136:                                              ; preds = %60
  store i32 %133, ptr %27, align 4, !tbaa !6
  br label %137

137:                                              ; preds = %60, %136
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %138 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ10radix_sortE2ts to ptr), i64 4608), align 32, !tbaa !6
  %139 = select i1 %28, i32 %138, i32 %65
  %140 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ10radix_sortE2ts to ptr), i64 4612), align 4, !tbaa !6
  %141 = add i32 %140, %138
  %142 = select i1 %29, i32 %141, i32 %139
  %143 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ10radix_sortE2ts to ptr), i64 4616), align 8, !tbaa !6
  %144 = add i32 %143, %141
  %145 = select i1 %30, i32 %144, i32 %142
  %146 = icmp eq i32 %128, 0
  %147 = select i1 %146, i32 0, i32 %134
  %148 = add i32 %145, %147
  %149 = or i32 %25, %128
  %150 = icmp eq i32 %149, 0
  %151 = select i1 %31, i32 %134, i32 %148
  br i1 %150, label %152, label %156

152:                                              ; preds = %137
  %153 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ10radix_sortE2ts to ptr), i64 4620), align 4, !tbaa !6
  %154 = add i32 %153, %144
  %155 = shl i32 %154, 16
  store i32 %155, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ10radix_sortE2ts to ptr), i64 4628), align 4, !tbaa !6
  br label %156

156:                                              ; preds = %137, %152
  %157 = phi i32 [ %151, %137 ], [ %155, %152 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %158 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ10radix_sortE2ts to ptr), i64 4628), align 4, !tbaa !17
  %159 = select i1 %32, i32 0, i32 %158
  %160 = add i32 %159, %157
  %161 = add i32 %160, %111
  %162 = add i32 %112, %161
  %163 = add i32 %113, %162
  %164 = add i32 %114, %163
  %165 = add i32 %115, %164
  %166 = add i32 %116, %165
  %167 = add i32 %117, %166
  %168 = add i32 %118, %167
  store i32 %160, ptr %24, align 4, !tbaa !6
  store i32 %161, ptr %43, align 4, !tbaa !6
  store i32 %162, ptr %44, align 4, !tbaa !6
  store i32 %163, ptr %45, align 4, !tbaa !6
  store i32 %164, ptr %46, align 4, !tbaa !6
  store i32 %165, ptr %47, align 4, !tbaa !6
  store i32 %166, ptr %48, align 4, !tbaa !6
  store i32 %167, ptr %49, align 4, !tbaa !6
  store i32 %168, ptr %50, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %169 = zext i16 %76 to i64
  %170 = load i16, ptr %75, align 2, !tbaa !13
  %171 = zext i16 %170 to i64
  %172 = zext i16 %87 to i64
  %173 = load i16, ptr %86, align 2, !tbaa !13
  %174 = zext i16 %173 to i64
  %175 = zext i16 %98 to i64
  %176 = load i16, ptr %97, align 2, !tbaa !13
  %177 = zext i16 %176 to i64
  %178 = zext i16 %109 to i64
  %179 = load i16, ptr %108, align 2, !tbaa !13
  %180 = zext i16 %179 to i64
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %181 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #6, !srcloc !15
  %182 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10radix_sortE2ts to ptr), i64 %171
  %183 = getelementptr inbounds nuw i32, ptr %182, i64 %169
  store i32 %64, ptr %183, align 4, !tbaa !6
  %184 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10radix_sortE2ts to ptr), i64 %174
  %185 = getelementptr inbounds nuw i32, ptr %184, i64 %172
  store i32 %63, ptr %185, align 4, !tbaa !6
  %186 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10radix_sortE2ts to ptr), i64 %177
  %187 = getelementptr inbounds nuw i32, ptr %186, i64 %175
  store i32 %62, ptr %187, align 4, !tbaa !6
  %188 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10radix_sortE2ts to ptr), i64 %180
  %189 = getelementptr inbounds nuw i32, ptr %188, i64 %178
  store i32 %61, ptr %189, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %190 = load i32, ptr %34, align 4, !tbaa !6
  %191 = load i32, ptr %53, align 4, !tbaa !6
  %192 = load i32, ptr %56, align 4, !tbaa !6
  %193 = load i32, ptr %59, align 4, !tbaa !6
  %194 = icmp samesign ult i32 %66, 28
  br i1 %194, label %195, label %197

195:                                              ; preds = %156
  %196 = add nuw nsw i32 %66, 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %60

197:                                              ; preds = %156
  store i32 %190, ptr %8, align 4, !tbaa !6
  store i32 %191, ptr %12, align 4, !tbaa !6
  store i32 %192, ptr %16, align 4, !tbaa !6
  store i32 %193, ptr %20, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @radix_sort_pairs(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = shl nuw nsw i32 %4, 2
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw float, ptr %0, i64 %6
  %8 = load i32, ptr %7, align 4, !tbaa !19
  %9 = or disjoint i32 %5, 1
  %10 = zext nneg i32 %9 to i64
  %11 = getelementptr inbounds nuw float, ptr %0, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !19
  %13 = or disjoint i32 %5, 2
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds nuw float, ptr %0, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !19
  %17 = or disjoint i32 %5, 3
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds nuw float, ptr %0, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !19
  %21 = icmp sgt i32 %8, -1
  %22 = select i1 %21, i32 -2147483648, i32 -1
  %23 = xor i32 %22, %8
  %24 = icmp sgt i32 %12, -1
  %25 = select i1 %24, i32 -2147483648, i32 -1
  %26 = xor i32 %25, %12
  %27 = icmp sgt i32 %16, -1
  %28 = select i1 %27, i32 -2147483648, i32 -1
  %29 = xor i32 %28, %16
  %30 = icmp sgt i32 %20, -1
  %31 = select i1 %30, i32 -2147483648, i32 -1
  %32 = xor i32 %31, %20
  %33 = zext nneg i32 %4 to i64
  %34 = getelementptr inbounds nuw [2 x i16], ptr addrspacecast (ptr addrspace(3) @_ZZ16radix_sort_pairsE2ts to ptr), i64 %33
  %35 = getelementptr inbounds nuw [9 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16radix_sort_pairsE2ts to ptr), i64 %33
  %36 = lshr i32 %4, 5
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16radix_sort_pairsE2ts to ptr), i64 4608), i64 %37
  %39 = icmp eq i32 %36, 1
  %40 = icmp eq i32 %36, 2
  %41 = icmp eq i32 %36, 3
  %42 = icmp eq i32 %36, 0
  %43 = icmp eq i32 %4, 0
  %44 = getelementptr inbounds nuw i8, ptr %34, i64 512
  %45 = getelementptr inbounds nuw i8, ptr %34, i64 1024
  %46 = getelementptr inbounds nuw i8, ptr %34, i64 1536
  %47 = getelementptr inbounds nuw i8, ptr %34, i64 2048
  %48 = getelementptr inbounds nuw i8, ptr %34, i64 2560
  %49 = getelementptr inbounds nuw i8, ptr %34, i64 3072
  %50 = getelementptr inbounds nuw i8, ptr %34, i64 3584
  %51 = getelementptr inbounds nuw i8, ptr %34, i64 4096
  %52 = getelementptr inbounds nuw i8, ptr %35, i64 4
  %53 = getelementptr inbounds nuw i8, ptr %35, i64 8
  %54 = getelementptr inbounds nuw i8, ptr %35, i64 12
  %55 = getelementptr inbounds nuw i8, ptr %35, i64 16
  %56 = getelementptr inbounds nuw i8, ptr %35, i64 20
  %57 = getelementptr inbounds nuw i8, ptr %35, i64 24
  %58 = getelementptr inbounds nuw i8, ptr %35, i64 28
  %59 = getelementptr inbounds nuw i8, ptr %35, i64 32
  %60 = zext nneg i32 %4 to i64
  %61 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16radix_sort_pairsE2ts to ptr), i64 %60
  %62 = getelementptr inbounds nuw i8, ptr %61, i64 512
  %63 = zext nneg i32 %4 to i64
  %64 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16radix_sort_pairsE2ts to ptr), i64 %63
  %65 = getelementptr inbounds nuw i8, ptr %64, i64 1024
  %66 = zext nneg i32 %4 to i64
  %67 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16radix_sort_pairsE2ts to ptr), i64 %66
  %68 = getelementptr inbounds nuw i8, ptr %67, i64 1536
  %69 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16radix_sort_pairsE2ts to ptr), i64 %6
  %70 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16radix_sort_pairsE2ts to ptr), i64 %10
  %71 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16radix_sort_pairsE2ts to ptr), i64 %14
  %72 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16radix_sort_pairsE2ts to ptr), i64 %18
  br label %73

73:                                               ; preds = %3, %246
  %74 = phi i32 [ %32, %3 ], [ %247, %246 ]
  %75 = phi i32 [ %29, %3 ], [ %248, %246 ]
  %76 = phi i32 [ %26, %3 ], [ %249, %246 ]
  %77 = phi i32 [ %23, %3 ], [ %250, %246 ]
  %78 = phi i32 [ %17, %3 ], [ %251, %246 ]
  %79 = phi i32 [ %13, %3 ], [ %252, %246 ]
  %80 = phi i32 [ %9, %3 ], [ %253, %246 ]
  %81 = phi i32 [ %5, %3 ], [ %254, %246 ]
  %82 = phi i32 [ undef, %3 ], [ %178, %246 ]
  %83 = phi i32 [ 0, %3 ], [ %214, %246 ]
  store i32 0, ptr %34, align 4, !tbaa !6
  store i32 0, ptr %44, align 4, !tbaa !6
  store i32 0, ptr %45, align 4, !tbaa !6
  store i32 0, ptr %46, align 4, !tbaa !6
  store i32 0, ptr %47, align 4, !tbaa !6
  store i32 0, ptr %48, align 4, !tbaa !6
  store i32 0, ptr %49, align 4, !tbaa !6
  store i32 0, ptr %50, align 4, !tbaa !6
  store i32 0, ptr %51, align 4, !tbaa !6
  %84 = icmp eq i32 %77, 2147483647
  %85 = select i1 %84, i32 -2147483648, i32 %77
  %86 = tail call noundef i32 asm "shr.b32 $0, $1, $2;", "=r,r,r"(i32 %85, i32 %83) #6, !srcloc !11
  %87 = tail call noundef i32 asm "bmsk.clamp.b32 $0, $1, $2;", "=r,r,r"(i32 0, i32 4) #6, !srcloc !12
  %88 = and i32 %87, %86
  %89 = lshr i32 %88, 3
  %90 = and i32 %88, 7
  %91 = sub nsw i32 1, %89
  %92 = xor i32 %90, 7
  %93 = zext nneg i32 %92 to i64
  %94 = getelementptr inbounds nuw [128 x [2 x i16]], ptr %34, i64 %93
  %95 = zext i32 %91 to i64
  %96 = getelementptr inbounds nuw i16, ptr %94, i64 %95
  %97 = load i16, ptr %96, align 2, !tbaa !13
  %98 = add i16 %97, 1
  store i16 %98, ptr %96, align 2, !tbaa !13
  %99 = icmp eq i32 %76, 2147483647
  %100 = select i1 %99, i32 -2147483648, i32 %76
  %101 = tail call noundef i32 asm "shr.b32 $0, $1, $2;", "=r,r,r"(i32 %100, i32 %83) #6, !srcloc !11
  %102 = tail call noundef i32 asm "bmsk.clamp.b32 $0, $1, $2;", "=r,r,r"(i32 0, i32 4) #6, !srcloc !12
  %103 = and i32 %102, %101
  %104 = lshr i32 %103, 3
  %105 = and i32 %103, 7
  %106 = sub nsw i32 1, %104
  %107 = xor i32 %105, 7
  %108 = zext nneg i32 %107 to i64
  %109 = getelementptr inbounds nuw [128 x [2 x i16]], ptr %34, i64 %108
  %110 = zext i32 %106 to i64
  %111 = getelementptr inbounds nuw i16, ptr %109, i64 %110
  %112 = load i16, ptr %111, align 2, !tbaa !13
  %113 = add i16 %112, 1
  store i16 %113, ptr %111, align 2, !tbaa !13
  %114 = icmp eq i32 %75, 2147483647
  %115 = select i1 %114, i32 -2147483648, i32 %75
  %116 = tail call noundef i32 asm "shr.b32 $0, $1, $2;", "=r,r,r"(i32 %115, i32 %83) #6, !srcloc !11
  %117 = tail call noundef i32 asm "bmsk.clamp.b32 $0, $1, $2;", "=r,r,r"(i32 0, i32 4) #6, !srcloc !12
  %118 = and i32 %117, %116
  %119 = lshr i32 %118, 3
  %120 = and i32 %118, 7
  %121 = sub nsw i32 1, %119
  %122 = xor i32 %120, 7
  %123 = zext nneg i32 %122 to i64
  %124 = getelementptr inbounds nuw [128 x [2 x i16]], ptr %34, i64 %123
  %125 = zext i32 %121 to i64
  %126 = getelementptr inbounds nuw i16, ptr %124, i64 %125
  %127 = load i16, ptr %126, align 2, !tbaa !13
  %128 = add i16 %127, 1
  store i16 %128, ptr %126, align 2, !tbaa !13
  %129 = icmp eq i32 %74, 2147483647
  %130 = select i1 %129, i32 -2147483648, i32 %74
  %131 = tail call noundef i32 asm "shr.b32 $0, $1, $2;", "=r,r,r"(i32 %130, i32 %83) #6, !srcloc !11
  %132 = tail call noundef i32 asm "bmsk.clamp.b32 $0, $1, $2;", "=r,r,r"(i32 0, i32 4) #6, !srcloc !12
  %133 = and i32 %132, %131
  %134 = lshr i32 %133, 3
  %135 = and i32 %133, 7
  %136 = sub nsw i32 1, %134
  %137 = xor i32 %135, 7
  %138 = zext nneg i32 %137 to i64
  %139 = getelementptr inbounds nuw [128 x [2 x i16]], ptr %34, i64 %138
  %140 = zext i32 %136 to i64
  %141 = getelementptr inbounds nuw i16, ptr %139, i64 %140
  %142 = load i16, ptr %141, align 2, !tbaa !13
  %143 = add i16 %142, 1
  store i16 %143, ptr %141, align 2, !tbaa !13
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %144 = load i32, ptr %35, align 4, !tbaa !6
  %145 = load i32, ptr %52, align 4, !tbaa !6
  %146 = load i32, ptr %53, align 4, !tbaa !6
  %147 = load i32, ptr %54, align 4, !tbaa !6
  %148 = load i32, ptr %55, align 4, !tbaa !6
  %149 = load i32, ptr %56, align 4, !tbaa !6
  %150 = load i32, ptr %57, align 4, !tbaa !6
  %151 = load i32, ptr %58, align 4, !tbaa !6
  %152 = load i32, ptr %59, align 4, !tbaa !6
  %153 = add i32 %145, %144
  %154 = add i32 %146, %153
  %155 = add i32 %147, %154
  %156 = add i32 %148, %155
  %157 = add i32 %149, %156
  %158 = add i32 %150, %157
  %159 = add i32 %151, %158
  %160 = add i32 %152, %159
  %161 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #6, !srcloc !15
  %162 = tail call noundef i32 asm sideeffect "{  .reg .u32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.u32 r0, r0, $4;  mov.u32 $0, r0;}", "=r,r,r,r,r,r"(i32 %160, i32 1, i32 0, i32 %160, i32 -1) #7, !srcloc !16
  %163 = tail call noundef i32 asm sideeffect "{  .reg .u32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.u32 r0, r0, $4;  mov.u32 $0, r0;}", "=r,r,r,r,r,r"(i32 %162, i32 2, i32 0, i32 %162, i32 -1) #7, !srcloc !16
  %164 = tail call noundef i32 asm sideeffect "{  .reg .u32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.u32 r0, r0, $4;  mov.u32 $0, r0;}", "=r,r,r,r,r,r"(i32 %163, i32 4, i32 0, i32 %163, i32 -1) #7, !srcloc !16
  %165 = tail call noundef i32 asm sideeffect "{  .reg .u32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.u32 r0, r0, $4;  mov.u32 $0, r0;}", "=r,r,r,r,r,r"(i32 %164, i32 8, i32 0, i32 %164, i32 -1) #7, !srcloc !16
  %166 = tail call noundef i32 asm sideeffect "{  .reg .u32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.u32 r0, r0, $4;  mov.u32 $0, r0;}", "=r,r,r,r,r,r"(i32 %165, i32 16, i32 0, i32 %165, i32 -1) #7, !srcloc !16
  %167 = sub i32 %166, %160
  %168 = icmp eq i32 %161, 31
  br i1 %168, label %169, label %170

169:                                              ; preds = %73
  store i32 %166, ptr %38, align 4, !tbaa !6
  br label %170

170:                                              ; preds = %169, %73
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %171 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16radix_sort_pairsE2ts to ptr), i64 4608), align 32, !tbaa !6
  %172 = select i1 %39, i32 %171, i32 %82
  %173 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16radix_sort_pairsE2ts to ptr), i64 4612), align 4, !tbaa !6
  %174 = add i32 %173, %171
  %175 = select i1 %40, i32 %174, i32 %172
  %176 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16radix_sort_pairsE2ts to ptr), i64 4616), align 8, !tbaa !6
  %177 = add i32 %176, %174
  %178 = select i1 %41, i32 %177, i32 %175
  %179 = icmp eq i32 %161, 0
  %180 = select i1 %179, i32 0, i32 %167
  %181 = add i32 %178, %180
  %182 = or i32 %36, %161
  %183 = icmp eq i32 %182, 0
  %184 = select i1 %42, i32 %167, i32 %181
  br i1 %183, label %185, label %189

185:                                              ; preds = %170
  %186 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16radix_sort_pairsE2ts to ptr), i64 4620), align 4, !tbaa !6
  %187 = add i32 %186, %177
  %188 = shl i32 %187, 16
  store i32 %188, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16radix_sort_pairsE2ts to ptr), i64 4628), align 4, !tbaa !6
  br label %189

189:                                              ; preds = %170, %185
  %190 = phi i32 [ %184, %170 ], [ %188, %185 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %191 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16radix_sort_pairsE2ts to ptr), i64 4628), align 4, !tbaa !17
  %192 = select i1 %43, i32 0, i32 %191
  %193 = add i32 %192, %190
  %194 = add i32 %193, %144
  %195 = add i32 %145, %194
  %196 = add i32 %146, %195
  %197 = add i32 %147, %196
  %198 = add i32 %148, %197
  %199 = add i32 %149, %198
  %200 = add i32 %150, %199
  %201 = add i32 %151, %200
  store i32 %193, ptr %35, align 4, !tbaa !6
  store i32 %194, ptr %52, align 4, !tbaa !6
  store i32 %195, ptr %53, align 4, !tbaa !6
  store i32 %196, ptr %54, align 4, !tbaa !6
  store i32 %197, ptr %55, align 4, !tbaa !6
  store i32 %198, ptr %56, align 4, !tbaa !6
  store i32 %199, ptr %57, align 4, !tbaa !6
  store i32 %200, ptr %58, align 4, !tbaa !6
  store i32 %201, ptr %59, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %202 = zext i16 %97 to i64
  %203 = load i16, ptr %96, align 2, !tbaa !13
  %204 = zext i16 %203 to i64
  %205 = zext i16 %112 to i64
  %206 = load i16, ptr %111, align 2, !tbaa !13
  %207 = zext i16 %206 to i64
  %208 = zext i16 %127 to i64
  %209 = load i16, ptr %126, align 2, !tbaa !13
  %210 = zext i16 %209 to i64
  %211 = zext i16 %142 to i64
  %212 = load i16, ptr %141, align 2, !tbaa !13
  %213 = zext i16 %212 to i64
  %214 = add nuw nsw i32 %83, 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %215 = icmp samesign ult i32 %83, 28
  %216 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16radix_sort_pairsE2ts to ptr), i64 %204
  %217 = getelementptr inbounds nuw float, ptr %216, i64 %202
  %218 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16radix_sort_pairsE2ts to ptr), i64 %207
  %219 = getelementptr inbounds nuw float, ptr %218, i64 %205
  %220 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16radix_sort_pairsE2ts to ptr), i64 %210
  %221 = getelementptr inbounds nuw float, ptr %220, i64 %208
  %222 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16radix_sort_pairsE2ts to ptr), i64 %213
  %223 = getelementptr inbounds nuw float, ptr %222, i64 %211
  br i1 %215, label %235, label %224

224:                                              ; preds = %189
  %225 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #6, !srcloc !15
  store i32 %77, ptr %217, align 4, !tbaa !19
  store i32 %76, ptr %219, align 4, !tbaa !19
  store i32 %75, ptr %221, align 4, !tbaa !19
  store i32 %74, ptr %223, align 4, !tbaa !19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %226 = load i32, ptr %34, align 4, !tbaa !19
  %227 = load i32, ptr %62, align 4, !tbaa !19
  %228 = load i32, ptr %65, align 4, !tbaa !19
  %229 = load i32, ptr %68, align 4, !tbaa !19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %230 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #6, !srcloc !15
  store i32 %81, ptr %217, align 4, !tbaa !6
  store i32 %80, ptr %219, align 4, !tbaa !6
  store i32 %79, ptr %221, align 4, !tbaa !6
  store i32 %78, ptr %223, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %231 = load i32, ptr %34, align 4, !tbaa !6
  %232 = load i32, ptr %62, align 4, !tbaa !6
  %233 = load i32, ptr %65, align 4, !tbaa !6
  %234 = load i32, ptr %68, align 4, !tbaa !6
  br label %246

235:                                              ; preds = %189
  %236 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #6, !srcloc !15
  store i32 %77, ptr %217, align 4, !tbaa !19
  store i32 %76, ptr %219, align 4, !tbaa !19
  store i32 %75, ptr %221, align 4, !tbaa !19
  store i32 %74, ptr %223, align 4, !tbaa !19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %237 = load i32, ptr %69, align 4, !tbaa !19
  %238 = load i32, ptr %70, align 4, !tbaa !19
  %239 = load i32, ptr %71, align 4, !tbaa !19
  %240 = load i32, ptr %72, align 4, !tbaa !19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %241 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #6, !srcloc !15
  store i32 %81, ptr %217, align 4, !tbaa !6
  store i32 %80, ptr %219, align 4, !tbaa !6
  store i32 %79, ptr %221, align 4, !tbaa !6
  store i32 %78, ptr %223, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %242 = load i32, ptr %69, align 4, !tbaa !6
  %243 = load i32, ptr %70, align 4, !tbaa !6
  %244 = load i32, ptr %71, align 4, !tbaa !6
  %245 = load i32, ptr %72, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %246

246:                                              ; preds = %224, %235
  %247 = phi i32 [ %240, %235 ], [ %229, %224 ]
  %248 = phi i32 [ %239, %235 ], [ %228, %224 ]
  %249 = phi i32 [ %238, %235 ], [ %227, %224 ]
  %250 = phi i32 [ %237, %235 ], [ %226, %224 ]
  %251 = phi i32 [ %245, %235 ], [ %234, %224 ]
  %252 = phi i32 [ %244, %235 ], [ %233, %224 ]
  %253 = phi i32 [ %243, %235 ], [ %232, %224 ]
  %254 = phi i32 [ %242, %235 ], [ %231, %224 ]
  br i1 %215, label %73, label %255

255:                                              ; preds = %246
  %256 = icmp sgt i32 %250, -1
  %257 = select i1 %256, i32 -1, i32 -2147483648
  %258 = xor i32 %257, %250
  %259 = icmp sgt i32 %249, -1
  %260 = select i1 %259, i32 -1, i32 -2147483648
  %261 = xor i32 %260, %249
  %262 = icmp sgt i32 %248, -1
  %263 = select i1 %262, i32 -1, i32 -2147483648
  %264 = xor i32 %263, %248
  %265 = icmp sgt i32 %247, -1
  %266 = select i1 %265, i32 -1, i32 -2147483648
  %267 = xor i32 %266, %247
  %268 = getelementptr inbounds nuw float, ptr %1, i64 %33
  store i32 %258, ptr %268, align 4, !tbaa !19
  %269 = getelementptr inbounds nuw i32, ptr %2, i64 %33
  store i32 %254, ptr %269, align 4, !tbaa !6
  %270 = add nuw nsw i32 %4, 128
  %271 = zext nneg i32 %270 to i64
  %272 = getelementptr inbounds nuw float, ptr %1, i64 %271
  store i32 %261, ptr %272, align 4, !tbaa !19
  %273 = getelementptr inbounds nuw i32, ptr %2, i64 %271
  store i32 %253, ptr %273, align 4, !tbaa !6
  %274 = add nuw nsw i32 %4, 256
  %275 = zext nneg i32 %274 to i64
  %276 = getelementptr inbounds nuw float, ptr %1, i64 %275
  store i32 %264, ptr %276, align 4, !tbaa !19
  %277 = getelementptr inbounds nuw i32, ptr %2, i64 %275
  store i32 %252, ptr %277, align 4, !tbaa !6
  %278 = add nuw nsw i32 %4, 384
  %279 = zext nneg i32 %278 to i64
  %280 = getelementptr inbounds nuw float, ptr %1, i64 %279
  store i32 %267, ptr %280, align 4, !tbaa !19
  %281 = getelementptr inbounds nuw i32, ptr %2, i64 %279
  store i32 %251, ptr %281, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @radix_rank_match(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #1 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds nuw i32, ptr %0, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !6
  %7 = getelementptr inbounds nuw [1 x i32], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16radix_rank_matchE2ts to ptr), i64 32), i64 %4
  store i32 0, ptr %7, align 4, !tbaa !21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %8 = lshr i32 %3, 5
  %9 = tail call noundef i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #6, !srcloc !22
  %10 = zext nneg i32 %8 to i64
  %11 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16radix_rank_matchE2ts to ptr), i64 32), i64 %10
  %12 = tail call noundef i32 asm "shr.b32 $0, $1, $2;", "=r,r,r"(i32 %6, i32 0) #6, !srcloc !11
  %13 = tail call noundef i32 asm "bmsk.clamp.b32 $0, $1, $2;", "=r,r,r"(i32 0, i32 4) #6, !srcloc !12
  %14 = and i32 %13, %12
  %15 = tail call i32 asm "{\0A    .reg .pred p;\0A    and.b32 $0, $1, $2;    setp.ne.u32 p, $0, 0;\0A    vote.ballot.sync.b32 $0, p, 0xffffffff;\0A    @!p not.b32 $0, $0;\0A}\0A", "=r,r,r"(i32 %14, i32 1) #6, !srcloc !23
  %16 = tail call i32 asm "{\0A    .reg .pred p;\0A    and.b32 $0, $1, $2;    setp.ne.u32 p, $0, 0;\0A    vote.ballot.sync.b32 $0, p, 0xffffffff;\0A    @!p not.b32 $0, $0;\0A}\0A", "=r,r,r"(i32 %14, i32 2) #6, !srcloc !23
  %17 = and i32 %16, %15
  %18 = tail call i32 asm "{\0A    .reg .pred p;\0A    and.b32 $0, $1, $2;    setp.ne.u32 p, $0, 0;\0A    vote.ballot.sync.b32 $0, p, 0xffffffff;\0A    @!p not.b32 $0, $0;\0A}\0A", "=r,r,r"(i32 %14, i32 4) #6, !srcloc !23
  %19 = and i32 %17, %18
  %20 = tail call i32 asm "{\0A    .reg .pred p;\0A    and.b32 $0, $1, $2;    setp.ne.u32 p, $0, 0;\0A    vote.ballot.sync.b32 $0, p, 0xffffffff;\0A    @!p not.b32 $0, $0;\0A}\0A", "=r,r,r"(i32 %14, i32 8) #6, !srcloc !23
  %21 = and i32 %19, %20
  %22 = zext i32 %14 to i64
  %23 = getelementptr inbounds nuw [5 x i32], ptr %11, i64 %22
  %24 = load volatile i32, ptr %23, align 4, !tbaa !6
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %25 = and i32 %21, %9
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %27, label %30

27:                                               ; preds = %2
  %28 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %21)
  %29 = add nsw i32 %28, %24
  store volatile i32 %29, ptr %23, align 4, !tbaa !6
  br label %30

30:                                               ; preds = %27, %2
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %31 = load i32, ptr %7, align 4, !tbaa !21
  %32 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #6, !srcloc !15
  %33 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %31, i32 1, i32 0, i32 %31, i32 -1) #7, !srcloc !24
  %34 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %33, i32 2, i32 0, i32 %33, i32 -1) #7, !srcloc !24
  %35 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %34, i32 4, i32 0, i32 %34, i32 -1) #7, !srcloc !24
  %36 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %35, i32 8, i32 0, i32 %35, i32 -1) #7, !srcloc !24
  %37 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %36, i32 16, i32 0, i32 %36, i32 -1) #7, !srcloc !24
  %38 = icmp eq i32 %32, 31
  br i1 %38, label %39, label %41

39:                                               ; preds = %30
  %40 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16radix_rank_matchE2ts to ptr), i64 %10
  store i32 %37, ptr %40, align 4, !tbaa !6
  br label %41

41:                                               ; preds = %30, %39
  %42 = sub nsw i32 %37, %31
  %43 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %25)
  %44 = add nsw i32 %43, %24
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %45 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16radix_rank_matchE2ts to ptr), align 32, !tbaa !6
  %46 = icmp eq i32 %8, 1
  %47 = select i1 %46, i32 %45, i32 undef
  %48 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16radix_rank_matchE2ts to ptr), i64 4), align 4, !tbaa !6
  %49 = add nsw i32 %48, %45
  %50 = icmp eq i32 %8, 2
  %51 = select i1 %50, i32 %49, i32 %47
  %52 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16radix_rank_matchE2ts to ptr), i64 8), align 8, !tbaa !6
  %53 = add nsw i32 %52, %49
  %54 = icmp eq i32 %8, 3
  %55 = select i1 %54, i32 %53, i32 %51
  %56 = icmp eq i32 %8, 0
  %57 = select i1 %56, i32 0, i32 %55
  %58 = icmp eq i32 %32, 0
  %59 = select i1 %58, i32 0, i32 %42
  %60 = add nsw i32 %57, %59
  store i32 %60, ptr %7, align 4, !tbaa !21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %61 = load volatile i32, ptr %23, align 4, !tbaa !6
  %62 = add nsw i32 %61, %44
  %63 = getelementptr inbounds nuw i32, ptr %1, i64 %4
  store i32 %62, ptr %63, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @histogram_atomic(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = shl nuw nsw i32 %3, 2
  %5 = zext nneg i32 %4 to i64
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 %5
  %7 = load i8, ptr %6, align 1, !tbaa !21
  %8 = getelementptr inbounds nuw i8, ptr %6, i64 1
  %9 = load i8, ptr %8, align 1, !tbaa !21
  %10 = getelementptr inbounds nuw i8, ptr %6, i64 2
  %11 = load i8, ptr %10, align 1, !tbaa !21
  %12 = getelementptr inbounds nuw i8, ptr %6, i64 3
  %13 = load i8, ptr %12, align 1, !tbaa !21
  %14 = zext nneg i32 %3 to i64
  %15 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramILN3cub17CUB_300001_SM_90023BlockHistogramAlgorithmE1EEvPKhPjE4bins to ptr), i64 %14
  store i32 0, ptr %15, align 4, !tbaa !6
  %16 = getelementptr inbounds nuw i8, ptr %15, i64 512
  store i32 0, ptr %16, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %17 = zext i8 %7 to i64
  %18 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramILN3cub17CUB_300001_SM_90023BlockHistogramAlgorithmE1EEvPKhPjE4bins to ptr), i64 %17
  %19 = atomicrmw add ptr %18, i32 1 seq_cst, align 4
  %20 = zext i8 %9 to i64
  %21 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramILN3cub17CUB_300001_SM_90023BlockHistogramAlgorithmE1EEvPKhPjE4bins to ptr), i64 %20
  %22 = atomicrmw add ptr %21, i32 1 seq_cst, align 4
  %23 = zext i8 %11 to i64
  %24 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramILN3cub17CUB_300001_SM_90023BlockHistogramAlgorithmE1EEvPKhPjE4bins to ptr), i64 %23
  %25 = atomicrmw add ptr %24, i32 1 seq_cst, align 4
  %26 = zext i8 %13 to i64
  %27 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramILN3cub17CUB_300001_SM_90023BlockHistogramAlgorithmE1EEvPKhPjE4bins to ptr), i64 %26
  %28 = atomicrmw add ptr %27, i32 1 seq_cst, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %29 = icmp samesign ult i32 %3, 256
  br i1 %29, label %30, label %38

30:                                               ; preds = %2, %30
  %31 = phi i32 [ %36, %30 ], [ %3, %2 ]
  %32 = zext nneg i32 %31 to i64
  %33 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramILN3cub17CUB_300001_SM_90023BlockHistogramAlgorithmE1EEvPKhPjE4bins to ptr), i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !6
  %35 = getelementptr inbounds nuw i32, ptr %1, i64 %32
  store i32 %34, ptr %35, align 4, !tbaa !6
  %36 = add nuw nsw i32 %31, 128
  %37 = icmp samesign ult i32 %31, 128
  br i1 %37, label %30, label %38, !llvm.loop !25

38:                                               ; preds = %30, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @histogram_sort(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = shl nuw nsw i32 %3, 2
  %5 = zext nneg i32 %4 to i64
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 %5
  %7 = or disjoint i32 %4, 1
  %8 = or disjoint i32 %4, 2
  %9 = or disjoint i32 %4, 3
  %10 = load <4 x i8>, ptr %6, align 1, !tbaa !21
  %11 = zext nneg i32 %3 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramILN3cub17CUB_300001_SM_90023BlockHistogramAlgorithmE0EEvPKhPjE4bins to ptr), i64 %11
  store i32 0, ptr %12, align 4, !tbaa !6
  %13 = add nuw nsw i32 %3, 128
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramILN3cub17CUB_300001_SM_90023BlockHistogramAlgorithmE0EEvPKhPjE4bins to ptr), i64 %14
  store i32 0, ptr %15, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %16 = getelementptr inbounds nuw [2 x i16], ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramILN3cub17CUB_300001_SM_90023BlockHistogramAlgorithmE0EEvPKhPjE2ts to ptr), i64 %11
  %17 = getelementptr inbounds nuw [9 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramILN3cub17CUB_300001_SM_90023BlockHistogramAlgorithmE0EEvPKhPjE2ts to ptr), i64 %11
  %18 = lshr i32 %3, 5
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramILN3cub17CUB_300001_SM_90023BlockHistogramAlgorithmE0EEvPKhPjE2ts to ptr), i64 4608), i64 %19
  %21 = icmp eq i32 %18, 1
  %22 = icmp eq i32 %18, 2
  %23 = icmp eq i32 %18, 3
  %24 = icmp eq i32 %18, 0
  %25 = icmp eq i32 %3, 0
  %26 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramILN3cub17CUB_300001_SM_90023BlockHistogramAlgorithmE0EEvPKhPjE2ts to ptr), i64 %5
  %27 = getelementptr inbounds nuw i8, ptr %16, i64 512
  %28 = getelementptr inbounds nuw i8, ptr %16, i64 1024
  %29 = getelementptr inbounds nuw i8, ptr %16, i64 1536
  %30 = getelementptr inbounds nuw i8, ptr %16, i64 2048
  %31 = getelementptr inbounds nuw i8, ptr %16, i64 2560
  %32 = getelementptr inbounds nuw i8, ptr %16, i64 3072
  %33 = getelementptr inbounds nuw i8, ptr %16, i64 3584
  %34 = getelementptr inbounds nuw i8, ptr %16, i64 4096
  %35 = getelementptr inbounds nuw i8, ptr %17, i64 4
  %36 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %37 = getelementptr inbounds nuw i8, ptr %17, i64 12
  %38 = getelementptr inbounds nuw i8, ptr %17, i64 16
  %39 = getelementptr inbounds nuw i8, ptr %17, i64 20
  %40 = getelementptr inbounds nuw i8, ptr %17, i64 24
  %41 = getelementptr inbounds nuw i8, ptr %17, i64 28
  %42 = getelementptr inbounds nuw i8, ptr %17, i64 32
  br label %43

43:                                               ; preds = %181, %2
  %44 = phi i32 [ undef, %2 ], [ %135, %181 ]
  %45 = phi i1 [ true, %2 ], [ false, %181 ]
  %46 = phi i32 [ 0, %2 ], [ 4, %181 ]
  %47 = phi <4 x i8> [ %10, %2 ], [ %180, %181 ]
  store i32 0, ptr %16, align 4, !tbaa !6
  store i32 0, ptr %27, align 4, !tbaa !6
  store i32 0, ptr %28, align 4, !tbaa !6
  store i32 0, ptr %29, align 4, !tbaa !6
  store i32 0, ptr %30, align 4, !tbaa !6
  store i32 0, ptr %31, align 4, !tbaa !6
  store i32 0, ptr %32, align 4, !tbaa !6
  store i32 0, ptr %33, align 4, !tbaa !6
  store i32 0, ptr %34, align 4, !tbaa !6
  %48 = extractelement <4 x i8> %47, i64 0
  %49 = zext i8 %48 to i32
  %50 = tail call noundef i32 asm "shr.b32 $0, $1, $2;", "=r,r,r"(i32 %49, i32 %46) #6, !srcloc !11
  %51 = tail call noundef i32 asm "bmsk.clamp.b32 $0, $1, $2;", "=r,r,r"(i32 0, i32 4) #6, !srcloc !12
  %52 = and i32 %51, %50
  %53 = lshr i32 %52, 3
  %54 = and i32 %53, 31
  %55 = and i32 %52, 7
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds nuw [128 x [2 x i16]], ptr %16, i64 %56
  %58 = zext nneg i32 %54 to i64
  %59 = getelementptr inbounds nuw i16, ptr %57, i64 %58
  %60 = load i16, ptr %59, align 2, !tbaa !13
  %61 = add i16 %60, 1
  store i16 %61, ptr %59, align 2, !tbaa !13
  %62 = extractelement <4 x i8> %47, i64 1
  %63 = zext i8 %62 to i32
  %64 = tail call noundef i32 asm "shr.b32 $0, $1, $2;", "=r,r,r"(i32 %63, i32 %46) #6, !srcloc !11
  %65 = and i32 %64, %51
  %66 = lshr i32 %65, 3
  %67 = and i32 %66, 31
  %68 = and i32 %65, 7
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds nuw [128 x [2 x i16]], ptr %16, i64 %69
  %71 = zext nneg i32 %67 to i64
  %72 = getelementptr inbounds nuw i16, ptr %70, i64 %71
  %73 = load i16, ptr %72, align 2, !tbaa !13
  %74 = add i16 %73, 1
  store i16 %74, ptr %72, align 2, !tbaa !13
  %75 = extractelement <4 x i8> %47, i64 2
  %76 = zext i8 %75 to i32
  %77 = tail call noundef i32 asm "shr.b32 $0, $1, $2;", "=r,r,r"(i32 %76, i32 %46) #6, !srcloc !11
  %78 = and i32 %77, %51
  %79 = lshr i32 %78, 3
  %80 = and i32 %79, 31
  %81 = and i32 %78, 7
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds nuw [128 x [2 x i16]], ptr %16, i64 %82
  %84 = zext nneg i32 %80 to i64
  %85 = getelementptr inbounds nuw i16, ptr %83, i64 %84
  %86 = load i16, ptr %85, align 2, !tbaa !13
  %87 = add i16 %86, 1
  store i16 %87, ptr %85, align 2, !tbaa !13
  %88 = extractelement <4 x i8> %47, i64 3
  %89 = zext i8 %88 to i32
  %90 = tail call noundef i32 asm "shr.b32 $0, $1, $2;", "=r,r,r"(i32 %89, i32 %46) #6, !srcloc !11
  %91 = and i32 %90, %51
  %92 = lshr i32 %91, 3
  %93 = and i32 %92, 31
  %94 = and i32 %91, 7
  %95 = zext nneg i32 %94 to i64
  %96 = getelementptr inbounds nuw [128 x [2 x i16]], ptr %16, i64 %95
  %97 = zext nneg i32 %93 to i64
  %98 = getelementptr inbounds nuw i16, ptr %96, i64 %97
  %99 = load i16, ptr %98, align 2, !tbaa !13
  %100 = add i16 %99, 1
  store i16 %100, ptr %98, align 2, !tbaa !13
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %101 = load i32, ptr %17, align 4, !tbaa !6
  %102 = load i32, ptr %35, align 4, !tbaa !6
  %103 = load i32, ptr %36, align 4, !tbaa !6
  %104 = load i32, ptr %37, align 4, !tbaa !6
  %105 = load i32, ptr %38, align 4, !tbaa !6
  %106 = load i32, ptr %39, align 4, !tbaa !6
  %107 = load i32, ptr %40, align 4, !tbaa !6
  %108 = load i32, ptr %41, align 4, !tbaa !6
  %109 = load i32, ptr %42, align 4, !tbaa !6
  %110 = add i32 %102, %101
  %111 = add i32 %110, %103
  %112 = add i32 %111, %104
  %113 = add i32 %112, %105
  %114 = add i32 %113, %106
  %115 = add i32 %114, %107
  %116 = add i32 %115, %108
  %117 = add i32 %116, %109
  %118 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #6, !srcloc !15
  %119 = tail call noundef i32 asm sideeffect "{  .reg .u32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.u32 r0, r0, $4;  mov.u32 $0, r0;}", "=r,r,r,r,r,r"(i32 %117, i32 1, i32 0, i32 %117, i32 -1) #7, !srcloc !16
  %120 = tail call noundef i32 asm sideeffect "{  .reg .u32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.u32 r0, r0, $4;  mov.u32 $0, r0;}", "=r,r,r,r,r,r"(i32 %119, i32 2, i32 0, i32 %119, i32 -1) #7, !srcloc !16
  %121 = tail call noundef i32 asm sideeffect "{  .reg .u32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.u32 r0, r0, $4;  mov.u32 $0, r0;}", "=r,r,r,r,r,r"(i32 %120, i32 4, i32 0, i32 %120, i32 -1) #7, !srcloc !16
  %122 = tail call noundef i32 asm sideeffect "{  .reg .u32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.u32 r0, r0, $4;  mov.u32 $0, r0;}", "=r,r,r,r,r,r"(i32 %121, i32 8, i32 0, i32 %121, i32 -1) #7, !srcloc !16
  %123 = tail call noundef i32 asm sideeffect "{  .reg .u32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.u32 r0, r0, $4;  mov.u32 $0, r0;}", "=r,r,r,r,r,r"(i32 %122, i32 16, i32 0, i32 %122, i32 -1) #7, !srcloc !16
  %124 = sub i32 %123, %117
  %125 = icmp eq i32 %118, 31
  br i1 %125, label %126, label %127

126:                                              ; preds = %43
  store i32 %123, ptr %20, align 4, !tbaa !6
  br label %127

127:                                              ; preds = %126, %43
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %128 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramILN3cub17CUB_300001_SM_90023BlockHistogramAlgorithmE0EEvPKhPjE2ts to ptr), i64 4608), align 32, !tbaa !6
  %129 = select i1 %21, i32 %128, i32 %44
  %130 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramILN3cub17CUB_300001_SM_90023BlockHistogramAlgorithmE0EEvPKhPjE2ts to ptr), i64 4612), align 4, !tbaa !6
  %131 = add i32 %130, %128
  %132 = select i1 %22, i32 %131, i32 %129
  %133 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramILN3cub17CUB_300001_SM_90023BlockHistogramAlgorithmE0EEvPKhPjE2ts to ptr), i64 4616), align 8, !tbaa !6
  %134 = add i32 %133, %131
  %135 = select i1 %23, i32 %134, i32 %132
  %136 = icmp eq i32 %118, 0
  %137 = select i1 %136, i32 0, i32 %124
  %138 = add i32 %135, %137
  %139 = or i32 %118, %18
  %140 = icmp eq i32 %139, 0
  %141 = select i1 %24, i32 %124, i32 %138
  br i1 %140, label %142, label %146

142:                                              ; preds = %127
  %143 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramILN3cub17CUB_300001_SM_90023BlockHistogramAlgorithmE0EEvPKhPjE2ts to ptr), i64 4620), align 4, !tbaa !6
  %144 = add i32 %143, %134
  %145 = shl i32 %144, 16
  store i32 %145, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramILN3cub17CUB_300001_SM_90023BlockHistogramAlgorithmE0EEvPKhPjE2ts to ptr), i64 4628), align 4, !tbaa !6
  br label %146

146:                                              ; preds = %142, %127
  %147 = phi i32 [ %141, %127 ], [ %145, %142 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %148 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramILN3cub17CUB_300001_SM_90023BlockHistogramAlgorithmE0EEvPKhPjE2ts to ptr), i64 4628), align 4, !tbaa !17
  %149 = select i1 %25, i32 0, i32 %148
  %150 = add i32 %149, %147
  %151 = add i32 %150, %101
  %152 = add i32 %151, %102
  %153 = add i32 %152, %103
  %154 = add i32 %153, %104
  %155 = add i32 %154, %105
  %156 = add i32 %155, %106
  %157 = add i32 %156, %107
  %158 = add i32 %157, %108
  store i32 %150, ptr %17, align 4, !tbaa !6
  store i32 %151, ptr %35, align 4, !tbaa !6
  store i32 %152, ptr %36, align 4, !tbaa !6
  store i32 %153, ptr %37, align 4, !tbaa !6
  store i32 %154, ptr %38, align 4, !tbaa !6
  store i32 %155, ptr %39, align 4, !tbaa !6
  store i32 %156, ptr %40, align 4, !tbaa !6
  store i32 %157, ptr %41, align 4, !tbaa !6
  store i32 %158, ptr %42, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %159 = zext i16 %60 to i64
  %160 = load i16, ptr %59, align 2, !tbaa !13
  %161 = zext i16 %160 to i64
  %162 = zext i16 %73 to i64
  %163 = load i16, ptr %72, align 2, !tbaa !13
  %164 = zext i16 %163 to i64
  %165 = zext i16 %86 to i64
  %166 = load i16, ptr %85, align 2, !tbaa !13
  %167 = zext i16 %166 to i64
  %168 = zext i16 %99 to i64
  %169 = load i16, ptr %98, align 2, !tbaa !13
  %170 = zext i16 %169 to i64
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %171 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #6, !srcloc !15
  %172 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramILN3cub17CUB_300001_SM_90023BlockHistogramAlgorithmE0EEvPKhPjE2ts to ptr), i64 %161
  %173 = getelementptr inbounds nuw i8, ptr %172, i64 %159
  store i8 %48, ptr %173, align 1, !tbaa !21
  %174 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramILN3cub17CUB_300001_SM_90023BlockHistogramAlgorithmE0EEvPKhPjE2ts to ptr), i64 %164
  %175 = getelementptr inbounds nuw i8, ptr %174, i64 %162
  store i8 %62, ptr %175, align 1, !tbaa !21
  %176 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramILN3cub17CUB_300001_SM_90023BlockHistogramAlgorithmE0EEvPKhPjE2ts to ptr), i64 %167
  %177 = getelementptr inbounds nuw i8, ptr %176, i64 %165
  store i8 %75, ptr %177, align 1, !tbaa !21
  %178 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramILN3cub17CUB_300001_SM_90023BlockHistogramAlgorithmE0EEvPKhPjE2ts to ptr), i64 %170
  %179 = getelementptr inbounds nuw i8, ptr %178, i64 %168
  store i8 %88, ptr %179, align 1, !tbaa !21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %180 = load <4 x i8>, ptr %26, align 1, !tbaa !21
  br i1 %45, label %181, label %182

181:                                              ; preds = %146
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %43

182:                                              ; preds = %146
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %183 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramILN3cub17CUB_300001_SM_90023BlockHistogramAlgorithmE0EEvPKhPjE2ts to ptr), i64 256), i64 %11
  store i32 512, ptr %183, align 4, !tbaa !21
  %184 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramILN3cub17CUB_300001_SM_90023BlockHistogramAlgorithmE0EEvPKhPjE2ts to ptr), i64 1280), i64 %11
  store i32 512, ptr %184, align 4, !tbaa !21
  %185 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramILN3cub17CUB_300001_SM_90023BlockHistogramAlgorithmE0EEvPKhPjE2ts to ptr), i64 256), i64 %14
  store i32 512, ptr %185, align 4, !tbaa !21
  %186 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramILN3cub17CUB_300001_SM_90023BlockHistogramAlgorithmE0EEvPKhPjE2ts to ptr), i64 1280), i64 %14
  store i32 512, ptr %186, align 4, !tbaa !21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %187 = getelementptr inbounds nuw i8, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramILN3cub17CUB_300001_SM_90023BlockHistogramAlgorithmE0EEvPKhPjE2ts to ptr), i64 128), i64 %11
  %188 = extractelement <4 x i8> %180, i64 3
  store i8 %188, ptr %187, align 1, !tbaa !21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %199, label %189

189:                                              ; preds = %182
  %190 = getelementptr i8, ptr %187, i64 -1
  %191 = load i8, ptr %190, align 1, !tbaa !21
  %192 = extractelement <4 x i8> %180, i64 0
  %193 = icmp eq i8 %191, %192
  br i1 %193, label %199, label %194

194:                                              ; preds = %189
  %195 = zext i8 %192 to i64
  %196 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramILN3cub17CUB_300001_SM_90023BlockHistogramAlgorithmE0EEvPKhPjE2ts to ptr), i64 256), i64 %195
  %197 = zext i8 %191 to i64
  %198 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramILN3cub17CUB_300001_SM_90023BlockHistogramAlgorithmE0EEvPKhPjE2ts to ptr), i64 1280), i64 %197
  store i32 %4, ptr %196, align 4, !tbaa !21
  store i32 %4, ptr %198, align 4, !tbaa !21
  br label %199

199:                                              ; preds = %194, %189, %182
  %200 = extractelement <4 x i8> %180, i64 0
  %201 = extractelement <4 x i8> %180, i64 1
  %202 = icmp eq i8 %200, %201
  br i1 %202, label %208, label %203

203:                                              ; preds = %199
  %204 = zext i8 %201 to i64
  %205 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramILN3cub17CUB_300001_SM_90023BlockHistogramAlgorithmE0EEvPKhPjE2ts to ptr), i64 256), i64 %204
  %206 = zext i8 %200 to i64
  %207 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramILN3cub17CUB_300001_SM_90023BlockHistogramAlgorithmE0EEvPKhPjE2ts to ptr), i64 1280), i64 %206
  store i32 %7, ptr %205, align 4, !tbaa !21
  store i32 %7, ptr %207, align 4, !tbaa !21
  br label %208

208:                                              ; preds = %203, %199
  %209 = extractelement <4 x i8> %180, i64 2
  %210 = icmp eq i8 %201, %209
  br i1 %210, label %216, label %211

211:                                              ; preds = %208
  %212 = zext i8 %209 to i64
  %213 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramILN3cub17CUB_300001_SM_90023BlockHistogramAlgorithmE0EEvPKhPjE2ts to ptr), i64 256), i64 %212
  %214 = zext i8 %201 to i64
  %215 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramILN3cub17CUB_300001_SM_90023BlockHistogramAlgorithmE0EEvPKhPjE2ts to ptr), i64 1280), i64 %214
  store i32 %8, ptr %213, align 4, !tbaa !21
  store i32 %8, ptr %215, align 4, !tbaa !21
  br label %216

216:                                              ; preds = %211, %208
  %217 = icmp eq i8 %209, %188
  br i1 %217, label %223, label %218

218:                                              ; preds = %216
  %219 = zext i8 %188 to i64
  %220 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramILN3cub17CUB_300001_SM_90023BlockHistogramAlgorithmE0EEvPKhPjE2ts to ptr), i64 256), i64 %219
  %221 = zext i8 %209 to i64
  %222 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramILN3cub17CUB_300001_SM_90023BlockHistogramAlgorithmE0EEvPKhPjE2ts to ptr), i64 1280), i64 %221
  store i32 %9, ptr %220, align 4, !tbaa !21
  store i32 %9, ptr %222, align 4, !tbaa !21
  br label %223

223:                                              ; preds = %218, %216
  br i1 %25, label %224, label %227

224:                                              ; preds = %223
  %225 = zext i8 %200 to i64
  %226 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramILN3cub17CUB_300001_SM_90023BlockHistogramAlgorithmE0EEvPKhPjE2ts to ptr), i64 256), i64 %225
  store i32 0, ptr %226, align 4, !tbaa !21
  br label %227

227:                                              ; preds = %224, %223
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %228 = load i32, ptr %184, align 4, !tbaa !21
  %229 = load i32, ptr %183, align 4, !tbaa !21
  %230 = sub i32 %228, %229
  %231 = load i32, ptr %12, align 4, !tbaa !6
  %232 = add i32 %230, %231
  store i32 %232, ptr %12, align 4, !tbaa !6
  %233 = load i32, ptr %186, align 4, !tbaa !21
  %234 = load i32, ptr %185, align 4, !tbaa !21
  %235 = sub i32 %233, %234
  %236 = load i32, ptr %15, align 4, !tbaa !6
  %237 = add i32 %235, %236
  store i32 %237, ptr %15, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %238 = icmp samesign ult i32 %3, 256
  br i1 %238, label %239, label %247

239:                                              ; preds = %227, %239
  %240 = phi i32 [ %245, %239 ], [ %3, %227 ]
  %241 = zext nneg i32 %240 to i64
  %242 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramILN3cub17CUB_300001_SM_90023BlockHistogramAlgorithmE0EEvPKhPjE4bins to ptr), i64 %241
  %243 = load i32, ptr %242, align 4, !tbaa !6
  %244 = getelementptr inbounds nuw i32, ptr %1, i64 %241
  store i32 %243, ptr %244, align 4, !tbaa !6
  %245 = add nuw nsw i32 %240, 128
  %246 = icmp samesign ult i32 %240, 128
  br i1 %246, label %239, label %247, !llvm.loop !27

247:                                              ; preds = %239, %227
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @warp_merge_sort(ptr noundef captures(none) %0) local_unnamed_addr #0 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = shl nuw nsw i32 %2, 2
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds nuw i32, ptr %0, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !6
  %7 = zext nneg i32 %3 to i64
  %8 = getelementptr inbounds nuw i32, ptr %0, i64 %7
  %9 = getelementptr inbounds nuw i8, ptr %8, i64 4
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = zext nneg i32 %3 to i64
  %12 = getelementptr inbounds nuw i32, ptr %0, i64 %11
  %13 = getelementptr inbounds nuw i8, ptr %12, i64 8
  %14 = load i32, ptr %13, align 4, !tbaa !6
  %15 = zext nneg i32 %3 to i64
  %16 = getelementptr inbounds nuw i32, ptr %0, i64 %15
  %17 = getelementptr inbounds nuw i8, ptr %16, i64 12
  %18 = load i32, ptr %17, align 4, !tbaa !6
  %19 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #6, !srcloc !15
  %20 = tail call i32 @llvm.smax.i32(i32 %10, i32 %6)
  %21 = tail call i32 @llvm.smin.i32(i32 %10, i32 %6)
  %22 = tail call i32 @llvm.smax.i32(i32 %18, i32 %14)
  %23 = tail call i32 @llvm.smin.i32(i32 %18, i32 %14)
  %24 = tail call i32 @llvm.smax.i32(i32 %23, i32 %20)
  %25 = tail call i32 @llvm.smin.i32(i32 %23, i32 %20)
  %26 = icmp slt i32 %23, %21
  %27 = select i1 %26, i32 %21, i32 %25
  %28 = select i1 %26, i32 %25, i32 %21
  %29 = icmp sgt i32 %20, %22
  %30 = select i1 %29, i32 %24, i32 %22
  %31 = select i1 %29, i32 %22, i32 %24
  %32 = tail call i32 @llvm.smax.i32(i32 %31, i32 %27)
  %33 = tail call i32 @llvm.smin.i32(i32 %31, i32 %27)
  %34 = lshr i32 %2, 5
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds nuw %"struct.cub::CUB_300001_SM_900::BlockMergeSortStrategy<int, cub::CUB_300001_SM_900::NullType, 32, 4, cub::CUB_300001_SM_900::WarpMergeSort<int, 4>>::TempStorage", ptr addrspacecast (ptr addrspace(3) @_ZZ15warp_merge_sortE2ts to ptr), i64 %35
  %37 = shl i32 %19, 2
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr %36, i64 %38
  %40 = sext i32 %37 to i64
  %41 = getelementptr i32, ptr %36, i64 %40
  %42 = getelementptr i8, ptr %41, i64 4
  %43 = sext i32 %37 to i64
  %44 = getelementptr i32, ptr %36, i64 %43
  %45 = getelementptr i8, ptr %44, i64 8
  %46 = sext i32 %37 to i64
  %47 = getelementptr i32, ptr %36, i64 %46
  %48 = getelementptr i8, ptr %47, i64 12
  br label %50

49:                                               ; preds = %176
  store i32 %117, ptr %5, align 4, !tbaa !6
  store i32 %140, ptr %9, align 4, !tbaa !6
  store i32 %163, ptr %13, align 4, !tbaa !6
  store i32 %183, ptr %17, align 4, !tbaa !6
  ret void

50:                                               ; preds = %1, %176
  %51 = phi i32 [ %30, %1 ], [ %183, %176 ]
  %52 = phi i32 [ %32, %1 ], [ %163, %176 ]
  %53 = phi i32 [ %33, %1 ], [ %140, %176 ]
  %54 = phi i32 [ %28, %1 ], [ %117, %176 ]
  %55 = phi i32 [ 2, %1 ], [ %60, %176 ]
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  store i32 %54, ptr %39, align 4, !tbaa !21
  store i32 %53, ptr %42, align 4, !tbaa !21
  store i32 %52, ptr %45, align 4, !tbaa !21
  store i32 %51, ptr %48, align 4, !tbaa !21
  %56 = add nsw i32 %55, -1
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %57 = sub nsw i32 0, %55
  %58 = and i32 %19, %57
  %59 = shl nsw i32 %58, 2
  %60 = shl nuw nsw i32 %55, 1
  %61 = and i32 %56, %19
  %62 = shl nsw i32 %61, 2
  %63 = tail call i32 @llvm.smin.i32(i32 %62, i32 128)
  %64 = tail call i32 @llvm.smin.i32(i32 %59, i32 128)
  %65 = add nsw i32 %64, %60
  %66 = tail call i32 @llvm.smin.i32(i32 %65, i32 128)
  %67 = add nsw i32 %66, %60
  %68 = tail call i32 @llvm.smin.i32(i32 %67, i32 128)
  %69 = sub nsw i32 %66, %64
  %70 = sub nsw i32 %68, %66
  %71 = sext i32 %64 to i64
  %72 = getelementptr inbounds i32, ptr %36, i64 %71
  %73 = sext i32 %66 to i64
  %74 = getelementptr inbounds i32, ptr %36, i64 %73
  %75 = icmp slt i32 %63, %70
  %76 = sub nsw i32 %63, %70
  %77 = select i1 %75, i32 0, i32 %76
  %78 = tail call i32 @llvm.smin.i32(i32 %69, i32 %63)
  %79 = icmp slt i32 %77, %78
  br i1 %79, label %80, label %99

80:                                               ; preds = %50, %80
  %81 = phi i32 [ %97, %80 ], [ %77, %50 ]
  %82 = phi i32 [ %96, %80 ], [ %78, %50 ]
  %83 = sub nsw i32 %82, %81
  %84 = lshr i32 %83, 1
  %85 = add nsw i32 %84, %81
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds i32, ptr %72, i64 %86
  %88 = load i32, ptr %87, align 4, !tbaa !6
  %89 = xor i32 %85, -1
  %90 = add i32 %63, %89
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds i32, ptr %74, i64 %91
  %93 = load i32, ptr %92, align 4, !tbaa !6
  %94 = icmp slt i32 %93, %88
  %95 = add nsw i32 %85, 1
  %96 = select i1 %94, i32 %85, i32 %82
  %97 = select i1 %94, i32 %81, i32 %95
  %98 = icmp slt i32 %97, %96
  br i1 %98, label %80, label %99, !llvm.loop !28

99:                                               ; preds = %80, %50
  %100 = phi i32 [ %77, %50 ], [ %97, %80 ]
  %101 = add nsw i32 %100, %64
  %102 = add nsw i32 %66, %63
  %103 = sub i32 %102, %100
  %104 = sext i32 %101 to i64
  %105 = getelementptr inbounds i32, ptr %36, i64 %104
  %106 = load i32, ptr %105, align 4, !tbaa !6
  %107 = sext i32 %103 to i64
  %108 = getelementptr inbounds i32, ptr %36, i64 %107
  %109 = load i32, ptr %108, align 4, !tbaa !6
  %110 = icmp slt i32 %103, %68
  br i1 %110, label %111, label %115

111:                                              ; preds = %99
  %112 = icmp sge i32 %101, %66
  %113 = icmp slt i32 %109, %106
  %114 = select i1 %112, i1 true, i1 %113
  br label %115

115:                                              ; preds = %111, %99
  %116 = phi i1 [ false, %99 ], [ %114, %111 ]
  %117 = select i1 %116, i32 %109, i32 %106
  %118 = add nsw i32 %103, 1
  %119 = add nsw i32 %101, 1
  %120 = select i1 %116, i32 %118, i32 %103
  %121 = select i1 %116, i32 %101, i32 %119
  br i1 %116, label %122, label %126

122:                                              ; preds = %115
  %123 = sext i32 %118 to i64
  %124 = getelementptr inbounds i32, ptr %36, i64 %123
  %125 = load i32, ptr %124, align 4, !tbaa !6
  br label %130

126:                                              ; preds = %115
  %127 = sext i32 %119 to i64
  %128 = getelementptr inbounds i32, ptr %36, i64 %127
  %129 = load i32, ptr %128, align 4, !tbaa !6
  br label %130

130:                                              ; preds = %126, %122
  %131 = phi i32 [ %125, %122 ], [ %109, %126 ]
  %132 = phi i32 [ %106, %122 ], [ %129, %126 ]
  %133 = icmp slt i32 %120, %68
  br i1 %133, label %134, label %138

134:                                              ; preds = %130
  %135 = icmp sge i32 %121, %66
  %136 = icmp slt i32 %131, %132
  %137 = select i1 %135, i1 true, i1 %136
  br label %138

138:                                              ; preds = %134, %130
  %139 = phi i1 [ false, %130 ], [ %137, %134 ]
  %140 = select i1 %139, i32 %131, i32 %132
  %141 = add nsw i32 %120, 1
  %142 = add nsw i32 %121, 1
  %143 = select i1 %139, i32 %141, i32 %120
  %144 = select i1 %139, i32 %121, i32 %142
  br i1 %139, label %149, label %145

145:                                              ; preds = %138
  %146 = sext i32 %142 to i64
  %147 = getelementptr inbounds i32, ptr %36, i64 %146
  %148 = load i32, ptr %147, align 4, !tbaa !6
  br label %153

149:                                              ; preds = %138
  %150 = sext i32 %141 to i64
  %151 = getelementptr inbounds i32, ptr %36, i64 %150
  %152 = load i32, ptr %151, align 4, !tbaa !6
  br label %153

153:                                              ; preds = %149, %145
  %154 = phi i32 [ %152, %149 ], [ %131, %145 ]
  %155 = phi i32 [ %132, %149 ], [ %148, %145 ]
  %156 = icmp slt i32 %143, %68
  br i1 %156, label %157, label %161

157:                                              ; preds = %153
  %158 = icmp sge i32 %144, %66
  %159 = icmp slt i32 %154, %155
  %160 = select i1 %158, i1 true, i1 %159
  br label %161

161:                                              ; preds = %157, %153
  %162 = phi i1 [ false, %153 ], [ %160, %157 ]
  %163 = select i1 %162, i32 %154, i32 %155
  %164 = add nsw i32 %143, 1
  %165 = add nsw i32 %144, 1
  %166 = select i1 %162, i32 %164, i32 %143
  %167 = select i1 %162, i32 %144, i32 %165
  br i1 %162, label %172, label %168

168:                                              ; preds = %161
  %169 = sext i32 %165 to i64
  %170 = getelementptr inbounds i32, ptr %36, i64 %169
  %171 = load i32, ptr %170, align 4, !tbaa !6
  br label %176

172:                                              ; preds = %161
  %173 = sext i32 %164 to i64
  %174 = getelementptr inbounds i32, ptr %36, i64 %173
  %175 = load i32, ptr %174, align 4, !tbaa !6
  br label %176

176:                                              ; preds = %172, %168
  %177 = phi i32 [ %175, %172 ], [ %154, %168 ]
  %178 = phi i32 [ %155, %172 ], [ %171, %168 ]
  %179 = icmp slt i32 %166, %68
  %180 = icmp slt i32 %167, %66
  %181 = tail call i32 @llvm.smin.i32(i32 %177, i32 %178)
  %182 = select i1 %180, i32 %181, i32 %177
  %183 = select i1 %179, i32 %182, i32 %178
  %184 = icmp samesign ult i32 %55, 17
  br i1 %184, label %50, label %49, !llvm.loop !29
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @block_merge_sort(ptr noundef captures(none) %0) local_unnamed_addr #0 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = shl nuw nsw i32 %2, 2
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds nuw i32, ptr %0, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !6
  %7 = or disjoint i32 %3, 1
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = or disjoint i32 %3, 2
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds nuw i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !6
  %15 = or disjoint i32 %3, 3
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds nuw i32, ptr %0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !6
  %19 = tail call i32 @llvm.smax.i32(i32 %10, i32 %6)
  %20 = tail call i32 @llvm.smin.i32(i32 %10, i32 %6)
  %21 = tail call i32 @llvm.smax.i32(i32 %18, i32 %14)
  %22 = tail call i32 @llvm.smin.i32(i32 %18, i32 %14)
  %23 = tail call i32 @llvm.smax.i32(i32 %22, i32 %19)
  %24 = tail call i32 @llvm.smin.i32(i32 %22, i32 %19)
  %25 = icmp slt i32 %22, %20
  %26 = select i1 %25, i32 %20, i32 %24
  %27 = select i1 %25, i32 %24, i32 %20
  %28 = icmp sgt i32 %19, %21
  %29 = select i1 %28, i32 %23, i32 %21
  %30 = select i1 %28, i32 %21, i32 %23
  %31 = tail call i32 @llvm.smax.i32(i32 %30, i32 %26)
  %32 = tail call i32 @llvm.smin.i32(i32 %30, i32 %26)
  %33 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16block_merge_sortE2ts to ptr), i64 %4
  %34 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16block_merge_sortE2ts to ptr), i64 %8
  %35 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16block_merge_sortE2ts to ptr), i64 %12
  %36 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16block_merge_sortE2ts to ptr), i64 %16
  br label %38

37:                                               ; preds = %164
  store i32 %105, ptr %5, align 4, !tbaa !6
  store i32 %128, ptr %9, align 4, !tbaa !6
  store i32 %151, ptr %13, align 4, !tbaa !6
  store i32 %171, ptr %17, align 4, !tbaa !6
  ret void

38:                                               ; preds = %1, %164
  %39 = phi i32 [ %29, %1 ], [ %171, %164 ]
  %40 = phi i32 [ %31, %1 ], [ %151, %164 ]
  %41 = phi i32 [ %32, %1 ], [ %128, %164 ]
  %42 = phi i32 [ %27, %1 ], [ %105, %164 ]
  %43 = phi i32 [ 2, %1 ], [ %48, %164 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store i32 %42, ptr %33, align 4, !tbaa !21
  store i32 %41, ptr %34, align 4, !tbaa !21
  store i32 %40, ptr %35, align 4, !tbaa !21
  store i32 %39, ptr %36, align 4, !tbaa !21
  %44 = add nuw nsw i32 %43, 1023
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %45 = sub nsw i32 0, %43
  %46 = and i32 %2, %45
  %47 = shl nuw nsw i32 %46, 2
  %48 = shl nuw nsw i32 %43, 1
  %49 = and i32 %44, %2
  %50 = shl nuw nsw i32 %49, 2
  %51 = tail call i32 @llvm.umin.i32(i32 %50, i32 512)
  %52 = tail call i32 @llvm.umin.i32(i32 %47, i32 512)
  %53 = add nuw nsw i32 %52, %48
  %54 = tail call i32 @llvm.umin.i32(i32 %53, i32 512)
  %55 = add nuw nsw i32 %54, %48
  %56 = tail call i32 @llvm.umin.i32(i32 %55, i32 512)
  %57 = sub nsw i32 %54, %52
  %58 = sub nsw i32 %56, %54
  %59 = zext nneg i32 %52 to i64
  %60 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16block_merge_sortE2ts to ptr), i64 %59
  %61 = zext nneg i32 %54 to i64
  %62 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16block_merge_sortE2ts to ptr), i64 %61
  %63 = icmp slt i32 %51, %58
  %64 = sub nsw i32 %51, %58
  %65 = select i1 %63, i32 0, i32 %64
  %66 = tail call i32 @llvm.smin.i32(i32 %57, i32 %51)
  %67 = icmp slt i32 %65, %66
  br i1 %67, label %68, label %87

68:                                               ; preds = %38, %68
  %69 = phi i32 [ %85, %68 ], [ %65, %38 ]
  %70 = phi i32 [ %84, %68 ], [ %66, %38 ]
  %71 = sub nsw i32 %70, %69
  %72 = lshr i32 %71, 1
  %73 = add nsw i32 %72, %69
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds i32, ptr %60, i64 %74
  %76 = load i32, ptr %75, align 4, !tbaa !6
  %77 = xor i32 %73, -1
  %78 = add nsw i32 %51, %77
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds i32, ptr %62, i64 %79
  %81 = load i32, ptr %80, align 4, !tbaa !6
  %82 = icmp slt i32 %81, %76
  %83 = add nsw i32 %73, 1
  %84 = select i1 %82, i32 %73, i32 %70
  %85 = select i1 %82, i32 %69, i32 %83
  %86 = icmp slt i32 %85, %84
  br i1 %86, label %68, label %87, !llvm.loop !28

87:                                               ; preds = %68, %38
  %88 = phi i32 [ %65, %38 ], [ %85, %68 ]
  %89 = add nsw i32 %88, %52
  %90 = add nuw nsw i32 %54, %51
  %91 = sub nsw i32 %90, %88
  %92 = sext i32 %89 to i64
  %93 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16block_merge_sortE2ts to ptr), i64 %92
  %94 = load i32, ptr %93, align 4, !tbaa !6
  %95 = sext i32 %91 to i64
  %96 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16block_merge_sortE2ts to ptr), i64 %95
  %97 = load i32, ptr %96, align 4, !tbaa !6
  %98 = icmp slt i32 %91, %56
  br i1 %98, label %99, label %103

99:                                               ; preds = %87
  %100 = icmp sge i32 %89, %54
  %101 = icmp slt i32 %97, %94
  %102 = select i1 %100, i1 true, i1 %101
  br label %103

103:                                              ; preds = %99, %87
  %104 = phi i1 [ false, %87 ], [ %102, %99 ]
  %105 = select i1 %104, i32 %97, i32 %94
  %106 = add nsw i32 %91, 1
  %107 = add nsw i32 %89, 1
  %108 = select i1 %104, i32 %106, i32 %91
  %109 = select i1 %104, i32 %89, i32 %107
  br i1 %104, label %110, label %114

110:                                              ; preds = %103
  %111 = sext i32 %106 to i64
  %112 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16block_merge_sortE2ts to ptr), i64 %111
  %113 = load i32, ptr %112, align 4, !tbaa !6
  br label %118

114:                                              ; preds = %103
  %115 = sext i32 %107 to i64
  %116 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16block_merge_sortE2ts to ptr), i64 %115
  %117 = load i32, ptr %116, align 4, !tbaa !6
  br label %118

118:                                              ; preds = %114, %110
  %119 = phi i32 [ %113, %110 ], [ %97, %114 ]
  %120 = phi i32 [ %94, %110 ], [ %117, %114 ]
  %121 = icmp slt i32 %108, %56
  br i1 %121, label %122, label %126

122:                                              ; preds = %118
  %123 = icmp sge i32 %109, %54
  %124 = icmp slt i32 %119, %120
  %125 = select i1 %123, i1 true, i1 %124
  br label %126

126:                                              ; preds = %122, %118
  %127 = phi i1 [ false, %118 ], [ %125, %122 ]
  %128 = select i1 %127, i32 %119, i32 %120
  %129 = add nsw i32 %108, 1
  %130 = add nsw i32 %109, 1
  %131 = select i1 %127, i32 %129, i32 %108
  %132 = select i1 %127, i32 %109, i32 %130
  br i1 %127, label %137, label %133

133:                                              ; preds = %126
  %134 = sext i32 %130 to i64
  %135 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16block_merge_sortE2ts to ptr), i64 %134
  %136 = load i32, ptr %135, align 4, !tbaa !6
  br label %141

137:                                              ; preds = %126
  %138 = sext i32 %129 to i64
  %139 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16block_merge_sortE2ts to ptr), i64 %138
  %140 = load i32, ptr %139, align 4, !tbaa !6
  br label %141

141:                                              ; preds = %137, %133
  %142 = phi i32 [ %140, %137 ], [ %119, %133 ]
  %143 = phi i32 [ %120, %137 ], [ %136, %133 ]
  %144 = icmp slt i32 %131, %56
  br i1 %144, label %145, label %149

145:                                              ; preds = %141
  %146 = icmp sge i32 %132, %54
  %147 = icmp slt i32 %142, %143
  %148 = select i1 %146, i1 true, i1 %147
  br label %149

149:                                              ; preds = %145, %141
  %150 = phi i1 [ false, %141 ], [ %148, %145 ]
  %151 = select i1 %150, i32 %142, i32 %143
  %152 = add nsw i32 %131, 1
  %153 = add nsw i32 %132, 1
  %154 = select i1 %150, i32 %152, i32 %131
  %155 = select i1 %150, i32 %132, i32 %153
  br i1 %150, label %160, label %156

156:                                              ; preds = %149
  %157 = sext i32 %153 to i64
  %158 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16block_merge_sortE2ts to ptr), i64 %157
  %159 = load i32, ptr %158, align 4, !tbaa !6
  br label %164

160:                                              ; preds = %149
  %161 = sext i32 %152 to i64
  %162 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16block_merge_sortE2ts to ptr), i64 %161
  %163 = load i32, ptr %162, align 4, !tbaa !6
  br label %164

164:                                              ; preds = %160, %156
  %165 = phi i32 [ %163, %160 ], [ %142, %156 ]
  %166 = phi i32 [ %143, %160 ], [ %159, %156 ]
  %167 = icmp slt i32 %154, %56
  %168 = icmp slt i32 %155, %54
  %169 = tail call i32 @llvm.smin.i32(i32 %165, i32 %166)
  %170 = select i1 %168, i32 %169, i32 %165
  %171 = select i1 %167, i32 %170, i32 %166
  %172 = icmp samesign ult i32 %43, 65
  br i1 %172, label %38, label %37, !llvm.loop !30
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @load_flag_store(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = and i32 %3, 31
  %5 = shl nuw nsw i32 %3, 2
  %6 = and i32 %5, 3968
  %7 = or disjoint i32 %4, %6
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = zext nneg i32 %7 to i64
  %12 = getelementptr inbounds nuw i32, ptr %0, i64 %11
  %13 = getelementptr inbounds nuw i8, ptr %12, i64 128
  %14 = load i32, ptr %13, align 4, !tbaa !6
  %15 = zext nneg i32 %7 to i64
  %16 = getelementptr inbounds nuw i32, ptr %0, i64 %15
  %17 = getelementptr inbounds nuw i8, ptr %16, i64 256
  %18 = load i32, ptr %17, align 4, !tbaa !6
  %19 = zext nneg i32 %7 to i64
  %20 = getelementptr inbounds nuw i32, ptr %0, i64 %19
  %21 = getelementptr inbounds nuw i8, ptr %20, i64 384
  %22 = load i32, ptr %21, align 4, !tbaa !6
  %23 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #6, !srcloc !15
  %24 = add i32 %23, %6
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15load_flag_storeE2ts to ptr), i64 %25
  store i32 %10, ptr %26, align 4, !tbaa !6
  %27 = add i32 %24, 32
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15load_flag_storeE2ts to ptr), i64 %28
  store i32 %14, ptr %29, align 4, !tbaa !6
  %30 = add i32 %24, 64
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15load_flag_storeE2ts to ptr), i64 %31
  store i32 %18, ptr %32, align 4, !tbaa !6
  %33 = add i32 %24, 96
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15load_flag_storeE2ts to ptr), i64 %34
  store i32 %22, ptr %35, align 4, !tbaa !6
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %36 = and i32 %3, 992
  %37 = add i32 %23, %36
  %38 = shl i32 %37, 2
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15load_flag_storeE2ts to ptr), i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !6
  %42 = sext i32 %38 to i64
  %43 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15load_flag_storeE2ts to ptr), i64 %42
  %44 = getelementptr i8, ptr %43, i64 4
  %45 = load i32, ptr %44, align 4, !tbaa !6
  %46 = sext i32 %38 to i64
  %47 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15load_flag_storeE2ts to ptr), i64 %46
  %48 = getelementptr i8, ptr %47, i64 8
  %49 = load i32, ptr %48, align 4, !tbaa !6
  %50 = sext i32 %38 to i64
  %51 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15load_flag_storeE2ts to ptr), i64 %50
  %52 = getelementptr i8, ptr %51, i64 12
  %53 = load i32, ptr %52, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %54 = zext nneg i32 %3 to i64
  %55 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15load_flag_storeE2ts to ptr), i64 512), i64 %54
  store i32 %53, ptr %55, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %56 = icmp eq i32 %3, 0
  br i1 %56, label %64, label %57

57:                                               ; preds = %2
  %58 = zext nneg i32 %3 to i64
  %59 = getelementptr i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15load_flag_storeE2ts to ptr), i64 512), i64 %58
  %60 = getelementptr i8, ptr %59, i64 -4
  %61 = load i32, ptr %60, align 4, !tbaa !6
  %62 = icmp eq i32 %61, %41
  %63 = select i1 %62, i32 0, i32 1000
  br label %64

64:                                               ; preds = %2, %57
  %65 = phi i32 [ %63, %57 ], [ 1000, %2 ]
  %66 = icmp eq i32 %41, %45
  %67 = icmp eq i32 %45, %49
  %68 = icmp eq i32 %49, %53
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %69 = add nsw i32 %41, %65
  %70 = select i1 %66, i32 0, i32 1000
  %71 = add nsw i32 %45, %70
  %72 = select i1 %67, i32 0, i32 1000
  %73 = add nsw i32 %49, %72
  %74 = select i1 %68, i32 0, i32 1000
  %75 = add nsw i32 %53, %74
  %76 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #6, !srcloc !15
  %77 = zext nneg i32 %5 to i64
  %78 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15load_flag_storeE2ts to ptr), i64 %77
  store i32 %69, ptr %78, align 4, !tbaa !6
  %79 = zext nneg i32 %5 to i64
  %80 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15load_flag_storeE2ts to ptr), i64 %79
  %81 = getelementptr inbounds nuw i8, ptr %80, i64 4
  store i32 %71, ptr %81, align 4, !tbaa !6
  %82 = zext nneg i32 %5 to i64
  %83 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15load_flag_storeE2ts to ptr), i64 %82
  %84 = getelementptr inbounds nuw i8, ptr %83, i64 8
  store i32 %73, ptr %84, align 4, !tbaa !6
  %85 = zext nneg i32 %5 to i64
  %86 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15load_flag_storeE2ts to ptr), i64 %85
  %87 = getelementptr inbounds nuw i8, ptr %86, i64 12
  store i32 %75, ptr %87, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %88 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15load_flag_storeE2ts to ptr), i64 %54
  %89 = load i32, ptr %88, align 4, !tbaa !6
  %90 = zext nneg i32 %3 to i64
  %91 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15load_flag_storeE2ts to ptr), i64 %90
  %92 = getelementptr inbounds nuw i8, ptr %91, i64 512
  %93 = load i32, ptr %92, align 4, !tbaa !6
  %94 = zext nneg i32 %3 to i64
  %95 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15load_flag_storeE2ts to ptr), i64 %94
  %96 = getelementptr inbounds nuw i8, ptr %95, i64 1024
  %97 = load i32, ptr %96, align 4, !tbaa !6
  %98 = zext nneg i32 %3 to i64
  %99 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15load_flag_storeE2ts to ptr), i64 %98
  %100 = getelementptr inbounds nuw i8, ptr %99, i64 1536
  %101 = load i32, ptr %100, align 4, !tbaa !6
  %102 = getelementptr inbounds nuw i32, ptr %1, i64 %54
  store i32 %89, ptr %102, align 4, !tbaa !6
  %103 = getelementptr inbounds nuw i8, ptr %102, i64 512
  store i32 %93, ptr %103, align 4, !tbaa !6
  %104 = getelementptr inbounds nuw i8, ptr %102, i64 1024
  store i32 %97, ptr %104, align 4, !tbaa !6
  %105 = getelementptr inbounds nuw i8, ptr %102, i64 1536
  store i32 %101, ptr %105, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #5

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nounwind memory(none) }
attributes #7 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4, !5}
!llvm.errno.tbaa = !{!6}
!nvvmir.version = !{!10}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 9]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{i32 2, i32 0}
!11 = !{i64 18944406}
!12 = !{i64 23515106}
!13 = !{!14, !14, i64 0}
!14 = !{!"short", !8, i64 0}
!15 = !{i64 23944842}
!16 = !{i64 28588567}
!17 = !{!18, !7, i64 20}
!18 = !{!"_ZTSN3cub17CUB_300001_SM_9006detail18BlockScanWarpScansIjLi128ELi1ELi1EE12_TempStorageE", !8, i64 0, !8, i64 16, !7, i64 20}
!19 = !{!20, !20, i64 0}
!20 = !{!"float", !8, i64 0}
!21 = !{!8, !8, i64 0}
!22 = !{i64 23964155}
!23 = !{i64 20851384, i64 20851401, i64 20851433, i64 20851509, i64 20851567, i64 20851605}
!24 = !{i64 28587582}
!25 = distinct !{!25, !26}
!26 = !{!"llvm.loop.mustprogress"}
!27 = distinct !{!27, !26}
!28 = distinct !{!28, !26}
!29 = distinct !{!29, !26}
!30 = distinct !{!30, !26}
